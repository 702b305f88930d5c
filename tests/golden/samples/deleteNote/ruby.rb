require "net/http"

uri = URI("https://api.example.org/v1/notes/n_1?key=#{ENV.fetch("BOB_KEY")}")
request = Net::HTTP::Delete.new(uri)

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
raise "#{response.code} #{response.message}: #{response.body}" unless response.is_a?(Net::HTTPSuccess)

puts response.code
