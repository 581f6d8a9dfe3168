/**
 * The icon names page data may use. Content and data only need the names; src/views/icons.ts maps
 * each name to its lucide component (and fails to compile if one is missing), so only these icons are bundled.
 */
export const iconNames = [
  'Activity', 'Archive', 'ArrowDown', 'ArrowRight', 'AtSign', 'Award', 'BadgeCheck', 'BarChart3', 'Binoculars',
  'Book', 'BookOpen', 'Bot', 'Boxes', 'Brain', 'Briefcase', 'Brush', 'Building2', 'Calendar', 'Camera', 'ChartLine',
  'ChartPie', 'Check', 'CheckCircle2', 'ChevronDown', 'ClipboardCheck', 'Clapperboard', 'Clock', 'Cloud', 'Code2',
  'Compass', 'Cpu', 'Crosshair', 'Crown', 'Database', 'DollarSign', 'Eye', 'Factory', 'Feather', 'FileSearch',
  'FileSpreadsheet', 'FileText', 'Film', 'Filter', 'FlaskConical', 'Gauge', 'Gem', 'Globe', 'Goal', 'GraduationCap',
  'Hammer', 'Handshake', 'Hash', 'Headphones', 'Heart', 'Hourglass', 'Image', 'Inbox', 'Landmark', 'Languages',
  'Laptop', 'Layers', 'Layout', 'LayoutDashboard', 'Library', 'Lightbulb', 'Link2', 'ListChecks', 'Lock', 'Magnet',
  'Mail', 'Map', 'MapPin', 'Medal', 'Megaphone', 'Menu', 'MessageCircle', 'MessageSquare', 'Mic', 'Microscope',
  'Monitor', 'MonitorSmartphone', 'MousePointerClick', 'Network', 'Newspaper', 'Package', 'Paintbrush', 'Palette',
  'Percent', 'Phone', 'Pin', 'Play', 'Presentation', 'Puzzle', 'Quote', 'Repeat', 'Rocket', 'Rss', 'Ruler', 'Scale',
  'ScanSearch', 'Search', 'Send', 'Server', 'Settings', 'Share2', 'Shapes', 'ShieldCheck', 'ShoppingCart',
  'Smartphone', 'Sparkles', 'Star', 'Stethoscope', 'Store', 'Tablet', 'Tag', 'Target', 'TestTube', 'ThumbsUp',
  'Timer', 'TrendingUp', 'TriangleAlert', 'Trophy', 'Truck', 'Type', 'Users', 'Video', 'Wand2', 'Workflow', 'Wrench',
  'X', 'Zap',
] as const;

export type IconName = (typeof iconNames)[number];
