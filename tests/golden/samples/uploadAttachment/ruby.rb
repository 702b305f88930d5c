require "net/http"

uri = URI("https://api.example.org/v1/attachments")
request = Net::HTTP::Post.new(uri)
request["Authorization"] = "Bearer #{ENV.fetch("BOB_API_KEY")}"
request["Accept"] = "application/json"
request.set_form(
  [
    ["file", File.open("path/to/file")],
    ["caption", "A fox"],
    ["labels", "animal"],
    ["labels", "orange"],
  ],
  "multipart/form-data",
)

response = Net::HTTP.start(uri.hostname, uri.port, use_ssl: uri.scheme == "https") do |http|
  http.request(request)
end
raise "#{response.code} #{response.message}: #{response.body}" unless response.is_a?(Net::HTTPSuccess)

puts response.body
