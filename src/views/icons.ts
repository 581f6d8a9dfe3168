/**
 * Icon name (src/content/icon-names.ts) -> lucide component. The type makes a name without a
 * component, or a component without a name, a compile error; only these icons end up in bundles.
 */
import type { IconName } from '../content/icon-names.js';
import {
  Activity, Archive, ArrowDown, ArrowRight, AtSign, Award, BadgeCheck, BarChart3, Binoculars, Book, BookOpen,
  Bot, Boxes, Brain, Briefcase, Brush, Building2, Calendar, Camera, ChartLine, ChartPie, Check, CheckCircle2,
  ChevronDown, ClipboardCheck, Clapperboard, Clock, Cloud, Code2, Compass, Cpu, Crosshair, Crown, Database,
  DollarSign, Eye, Factory, Feather, FileSearch, FileSpreadsheet, FileText, Film, Filter, FlaskConical, Gauge, Gem,
  Globe, Goal, GraduationCap, Hammer, Handshake, Hash, Headphones, Heart, Hourglass, Image, Inbox, Landmark, Languages,
  Laptop, Layers, Layout, LayoutDashboard, Library, Lightbulb, Link2, ListChecks, Lock, Magnet, Mail, Map, MapPin,
  Medal, Megaphone, Menu, MessageCircle, MessageSquare, Mic, Microscope, Monitor, MonitorSmartphone,
  MousePointerClick, Network, Newspaper, Package, Paintbrush, Palette, Percent, Phone, Pin, Play, Presentation,
  Puzzle, Quote, Repeat, Rocket, Rss, Ruler, Scale, ScanSearch, Search, Send, Server, Settings, Share2, Shapes,
  ShieldCheck, ShoppingCart, Smartphone, Sparkles, Star, Stethoscope, Store, Tablet, Tag, Target, TestTube, ThumbsUp,
  Timer, TrendingUp, TriangleAlert, Trophy, Truck, Type, Users, Video, Wand2, Workflow, Wrench, X, Zap,
  type LucideIcon,
} from 'lucide-react';

export const icons: { readonly [N in IconName]: LucideIcon } = {
  Activity, Archive, ArrowDown, ArrowRight, AtSign, Award, BadgeCheck, BarChart3, Binoculars, Book, BookOpen,
  Bot, Boxes, Brain, Briefcase, Brush, Building2, Calendar, Camera, ChartLine, ChartPie, Check, CheckCircle2,
  ChevronDown, ClipboardCheck, Clapperboard, Clock, Cloud, Code2, Compass, Cpu, Crosshair, Crown, Database,
  DollarSign, Eye, Factory, Feather, FileSearch, FileSpreadsheet, FileText, Film, Filter, FlaskConical, Gauge, Gem,
  Globe, Goal, GraduationCap, Hammer, Handshake, Hash, Headphones, Heart, Hourglass, Image, Inbox, Landmark, Languages,
  Laptop, Layers, Layout, LayoutDashboard, Library, Lightbulb, Link2, ListChecks, Lock, Magnet, Mail, Map, MapPin,
  Medal, Megaphone, Menu, MessageCircle, MessageSquare, Mic, Microscope, Monitor, MonitorSmartphone,
  MousePointerClick, Network, Newspaper, Package, Paintbrush, Palette, Percent, Phone, Pin, Play, Presentation,
  Puzzle, Quote, Repeat, Rocket, Rss, Ruler, Scale, ScanSearch, Search, Send, Server, Settings, Share2, Shapes,
  ShieldCheck, ShoppingCart, Smartphone, Sparkles, Star, Stethoscope, Store, Tablet, Tag, Target, TestTube, ThumbsUp,
  Timer, TrendingUp, TriangleAlert, Trophy, Truck, Type, Users, Video, Wand2, Workflow, Wrench, X, Zap,
};
