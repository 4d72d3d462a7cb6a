set -u
cp .carry/g2/part_ab /tmp/gg/ && ls -la /tmp/gg
