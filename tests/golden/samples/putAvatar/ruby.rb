require "net/http"

uri = URI("https://api.example.org/v1/users/u_1/avatar")
request = Net::HTTP::Put.new(uri)
request["Authorization"] = "Bearer #{ENV.fetch("BOB_API_KEY")}"
request["Accept"] = "application/json"
request["Content-Type"] = "image/png"
request.body = File.binread("path/to/file")

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
raise "#{response.code} #{response.message}: #{response.body}" unless response.is_a?(Net::HTTPSuccess)

puts response.body
