#!/usr/bin/perl
# What systemd does for a socket-activated service (deploy/laserfocus.socket), for the tests: holds
# a listening socket for the whole run and starts the command with it as fd 3 (LISTEN_FDS=1,
# LISTEN_PID). SIGHUP restarts the command as `systemctl restart` does (SIGTERM, wait for the exit,
# start again); connections arriving meanwhile wait in the socket's queue. SIGTERM stops both.
#   perl socket-holder.pl ADDRESS PORT COMMAND...
use strict;
use warnings;
use Socket;
use POSIX ();
use Fcntl qw(F_GETFD F_SETFD FD_CLOEXEC);

my ($address, $port, @command) = @ARGV;
socket(my $socket, PF_INET, SOCK_STREAM, 0) or die "socket: $!";
setsockopt($socket, SOL_SOCKET, SO_REUSEADDR, 1) or die "setsockopt: $!";
bind($socket, sockaddr_in($port, inet_aton($address))) or die "bind $address:$port: $!";
listen($socket, 511) or die "listen: $!";

my $child;
sub start {
  $child = fork() // die "fork: $!";
  return if $child;
  # Perl marks its own descriptors close-on-exec; the one at 3 must stay open.
  POSIX::dup2(fileno($socket), 3) or die "dup2: $!" if fileno($socket) != 3;
  open(my $three, '+<&=', 3) or die "fd 3: $!";
  fcntl($three, F_SETFD, fcntl($three, F_GETFD, 0) & ~FD_CLOEXEC) or die "fcntl: $!";
  $ENV{LISTEN_FDS} = 1;
  $ENV{LISTEN_PID} = $$;
  exec @command or die "exec: $!";
}
sub stop {
  kill 'TERM', $child;
  waitpid($child, 0);
  return $? >> 8;
}
my $restart = 0;
$SIG{HUP} = sub { $restart = 1 };
$SIG{TERM} = sub { exit stop() };
start();
while (1) {
  if ($restart) {
    $restart = 0;
    stop();
    start();
  }
  my $done = waitpid($child, POSIX::WNOHANG());
  exit($? >> 8) if $done == $child && !$restart;
  select(undef, undef, undef, 0.02);
}
