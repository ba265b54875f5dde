"""Place, organisation and occupation pools for dev380 (all care sites and organisations invented)."""

# (town, county-or-'', postcode area, nation)
UK_TOWNS = [
    ('Leeds', 'West Yorkshire', 'LS', 'England'), ('Bradford', 'West Yorkshire', 'BD', 'England'),
    ('Halifax', 'West Yorkshire', 'HX', 'England'), ('Huddersfield', 'West Yorkshire', 'HD', 'England'),
    ('Wakefield', 'West Yorkshire', 'WF', 'England'), ('Sheffield', 'South Yorkshire', 'S', 'England'),
    ('Rotherham', 'South Yorkshire', 'S', 'England'), ('Barnsley', 'South Yorkshire', 'S', 'England'),
    ('Stockport', 'Greater Manchester', 'SK', 'England'), ('Bolton', 'Greater Manchester', 'BL', 'England'),
    ('Wigan', 'Greater Manchester', 'WN', 'England'), ('Oldham', 'Greater Manchester', 'OL', 'England'),
    ('Preston', 'Lancashire', 'PR', 'England'), ('Blackburn', 'Lancashire', 'BB', 'England'),
    ('Burnley', 'Lancashire', 'BB', 'England'), ('Derby', 'Derbyshire', 'DE', 'England'),
    ('Chesterfield', 'Derbyshire', 'S', 'England'), ('Nottingham', 'Nottinghamshire', 'NG', 'England'),
    ('Mansfield', 'Nottinghamshire', 'NG', 'England'), ('Leicester', 'Leicestershire', 'LE', 'England'),
    ('Coventry', 'West Midlands', 'CV', 'England'), ('Wolverhampton', 'West Midlands', 'WV', 'England'),
    ('Walsall', 'West Midlands', 'WS', 'England'), ('Stoke-on-Trent', 'Staffordshire', 'ST', 'England'),
    ('Norwich', 'Norfolk', 'NR', 'England'), ("King's Lynn", 'Norfolk', 'PE', 'England'),
    ('Ipswich', 'Suffolk', 'IP', 'England'), ('Exeter', 'Devon', 'EX', 'England'),
    ('Plymouth', 'Devon', 'PL', 'England'), ('Truro', 'Cornwall', 'TR', 'England'),
    ('Swindon', 'Wiltshire', 'SN', 'England'), ('Reading', 'Berkshire', 'RG', 'England'),
    ('Luton', 'Bedfordshire', 'LU', 'England'), ('Gateshead', 'Tyne and Wear', 'NE', 'England'),
    ('Sunderland', 'Tyne and Wear', 'SR', 'England'), ('Middlesbrough', 'North Yorkshire', 'TS', 'England'),
    ('Carlisle', 'Cumbria', 'CA', 'England'), ('Lancaster', 'Lancashire', 'LA', 'England'),
    ('Maidstone', 'Kent', 'ME', 'England'), ('Margate', 'Kent', 'CT', 'England'),
    ('Cardiff', '', 'CF', 'Wales'), ('Swansea', '', 'SA', 'Wales'), ('Newport', 'Gwent', 'NP', 'Wales'),
    ('Wrexham', '', 'LL', 'Wales'), ('Glasgow', '', 'G', 'Scotland'), ('Dundee', '', 'DD', 'Scotland'),
    ('Aberdeen', '', 'AB', 'Scotland'), ('Inverness', '', 'IV', 'Scotland'),
    ('Kirkcaldy', 'Fife', 'KY', 'Scotland'), ('Belfast', '', 'BT', 'Northern Ireland'),
    ('Lisburn', 'Antrim', 'BT', 'Northern Ireland'),
]
# (city, state abbr, state name, zip prefix)
US_TOWNS = [
    ('Pittsburgh', 'PA', 'Pennsylvania', '152'), ('Erie', 'PA', 'Pennsylvania', '165'),
    ('Columbus', 'OH', 'Ohio', '432'), ('Dayton', 'OH', 'Ohio', '454'), ('Toledo', 'OH', 'Ohio', '436'),
    ('Louisville', 'KY', 'Kentucky', '402'), ('Memphis', 'TN', 'Tennessee', '381'),
    ('Knoxville', 'TN', 'Tennessee', '379'), ('Birmingham', 'AL', 'Alabama', '352'),
    ('Jackson', 'MS', 'Mississippi', '392'), ('Tulsa', 'OK', 'Oklahoma', '741'),
    ('Omaha', 'NE', 'Nebraska', '681'), ('Des Moines', 'IA', 'Iowa', '503'),
    ('Milwaukee', 'WI', 'Wisconsin', '532'), ('Madison', 'WI', 'Wisconsin', '537'),
    ('Duluth', 'MN', 'Minnesota', '558'), ('Detroit', 'MI', 'Michigan', '482'),
    ('Grand Rapids', 'MI', 'Michigan', '495'), ('Indianapolis', 'IN', 'Indiana', '462'),
    ('St. Louis', 'MO', 'Missouri', '631'), ('Springfield', 'MO', 'Missouri', '658'),
    ('Albuquerque', 'NM', 'New Mexico', '871'), ('Tucson', 'AZ', 'Arizona', '857'),
    ('Sacramento', 'CA', 'California', '958'), ('Fresno', 'CA', 'California', '937'),
    ('Spokane', 'WA', 'Washington', '992'), ('Boise', 'ID', 'Idaho', '837'),
    ('Richmond', 'VA', 'Virginia', '232'), ('Roanoke', 'VA', 'Virginia', '240'),
    ('Raleigh', 'NC', 'North Carolina', '276'), ('Charleston', 'SC', 'South Carolina', '294'),
    ('Savannah', 'GA', 'Georgia', '314'), ('Baton Rouge', 'LA', 'Louisiana', '708'),
    ('San Antonio', 'TX', 'Texas', '782'), ('Lubbock', 'TX', 'Texas', '794'),
    ('El Paso', 'TX', 'Texas', '799'), ('Bangor', 'ME', 'Maine', '044'),
    ('Burlington', 'VT', 'Vermont', '054'), ('Hartford', 'CT', 'Connecticut', '061'),
    ('Buffalo', 'NY', 'New York', '142'), ('Syracuse', 'NY', 'New York', '132'),
    ('Billings', 'MT', 'Montana', '591'), ('Cheyenne', 'WY', 'Wyoming', '820'),
]
AU_TOWNS = [
    ('Townsville', 'QLD', 'Queensland', '481'), ('Cairns', 'QLD', 'Queensland', '487'),
    ('Toowoomba', 'QLD', 'Queensland', '435'), ('Logan', 'QLD', 'Queensland', '411'),
    ('Parramatta', 'NSW', 'New South Wales', '215'), ('Penrith', 'NSW', 'New South Wales', '275'),
    ('Newcastle', 'NSW', 'New South Wales', '230'), ('Wollongong', 'NSW', 'New South Wales', '250'),
    ('Dubbo', 'NSW', 'New South Wales', '283'), ('Wagga Wagga', 'NSW', 'New South Wales', '265'),
    ('Frankston', 'VIC', 'Victoria', '319'), ('Dandenong', 'VIC', 'Victoria', '317'),
    ('Geelong', 'VIC', 'Victoria', '322'), ('Ballarat', 'VIC', 'Victoria', '335'),
    ('Bendigo', 'VIC', 'Victoria', '355'), ('Elizabeth', 'SA', 'South Australia', '511'),
    ('Mount Gambier', 'SA', 'South Australia', '529'), ('Joondalup', 'WA', 'Western Australia', '602'),
    ('Bunbury', 'WA', 'Western Australia', '623'), ('Launceston', 'TAS', 'Tasmania', '725'),
    ('Hobart', 'TAS', 'Tasmania', '700'), ('Darwin', 'NT', 'Northern Territory', '080'),
    ('Alice Springs', 'NT', 'Northern Territory', '087'), ('Belconnen', 'ACT', 'Australian Capital Territory', '261'),
]
# (city, province abbr, province name, FSA first letter)
CA_TOWNS = [
    ('Hamilton', 'ON', 'Ontario', 'L'), ('London', 'ON', 'Ontario', 'N'), ('Ottawa', 'ON', 'Ontario', 'K'),
    ('Sudbury', 'ON', 'Ontario', 'P'), ('Thunder Bay', 'ON', 'Ontario', 'P'), ('Mississauga', 'ON', 'Ontario', 'L'),
    ('Winnipeg', 'MB', 'Manitoba', 'R'), ('Brandon', 'MB', 'Manitoba', 'R'), ('Regina', 'SK', 'Saskatchewan', 'S'),
    ('Saskatoon', 'SK', 'Saskatchewan', 'S'), ('Calgary', 'AB', 'Alberta', 'T'), ('Red Deer', 'AB', 'Alberta', 'T'),
    ('Edmonton', 'AB', 'Alberta', 'T'), ('Surrey', 'BC', 'British Columbia', 'V'),
    ('Kelowna', 'BC', 'British Columbia', 'V'), ('Nanaimo', 'BC', 'British Columbia', 'V'),
    ('Halifax', 'NS', 'Nova Scotia', 'B'), ('Moncton', 'NB', 'New Brunswick', 'E'),
    ("St. John's", 'NL', 'Newfoundland and Labrador', 'A'), ('Charlottetown', 'PE', 'Prince Edward Island', 'C'),
    ('Sherbrooke', 'QC', 'Quebec', 'J'), ('Gatineau', 'QC', 'Quebec', 'J'), ('Whitehorse', 'YT', 'Yukon', 'Y'),
]
# (city, region, postcode prefix)
NZ_TOWNS = [
    ('Manukau', 'Auckland', '21'), ('Papakura', 'Auckland', '21'), ('Hamilton', 'Waikato', '32'),
    ('Tauranga', 'Bay of Plenty', '31'), ('Rotorua', 'Bay of Plenty', '30'), ('Napier', "Hawke's Bay", '41'),
    ('Hastings', "Hawke's Bay", '41'), ('Palmerston North', 'Manawatu-Whanganui', '44'),
    ('Whanganui', 'Manawatu-Whanganui', '45'), ('Lower Hutt', 'Wellington', '50'), ('Porirua', 'Wellington', '50'),
    ('Nelson', 'Nelson', '70'), ('Christchurch', 'Canterbury', '80'), ('Timaru', 'Canterbury', '79'),
    ('Dunedin', 'Otago', '90'), ('Invercargill', 'Southland', '98'), ('Whangarei', 'Northland', '01'),
    ('New Plymouth', 'Taranaki', '43'), ('Gisborne', 'Gisborne', '40'), ('Blenheim', 'Marlborough', '72'),
]
# (town, county, eircode routing key)
IE_TOWNS = [
    ('Cork', 'Cork', 'T12'), ('Mallow', 'Cork', 'P51'), ('Limerick', 'Limerick', 'V94'),
    ('Galway', 'Galway', 'H91'), ('Tuam', 'Galway', 'H54'), ('Waterford', 'Waterford', 'X91'),
    ('Sligo', 'Sligo', 'F91'), ('Athlone', 'Westmeath', 'N37'), ('Mullingar', 'Westmeath', 'N91'),
    ('Drogheda', 'Louth', 'A92'), ('Dundalk', 'Louth', 'A91'), ('Tralee', 'Kerry', 'V92'),
    ('Ennis', 'Clare', 'V95'), ('Kilkenny', 'Kilkenny', 'R95'), ('Letterkenny', 'Donegal', 'F92'),
    ('Navan', 'Meath', 'C15'), ('Tullamore', 'Offaly', 'R35'), ('Castlebar', 'Mayo', 'F23'),
    ('Swords', 'Dublin', 'K67'), ('Tallaght', 'Dublin', 'D24'), ('Clondalkin', 'Dublin', 'D22'),
]

STREET_STEMS = (
    'Elm Oak Church Mill Station Victoria Albert King Queen Park Willow Maple Cedar Birch Chapel Meadow '
    'Orchard Rose Hawthorn Beech Ash Heather Harbour Bridge Riverside Highfield Greenbank Fernhill Manor '
    'Grange Abbey Westfield Northcote Lark Kestrel Foxglove Primrose Moorland Quarry Tannery Weavers '
    'Ropewalk Canal Brook Holly Juniper Laurel Sycamore Poplar Cherry Hillcrest Sunnyside Ridge Valley '
    'Glebe Pinfold Carr Lime Spring Well Forge Cooper Granary Mulberry Sandy Stone Heath'
).split()
STREET_STEMS_X = {
    'AU': 'Wattle Banksia Jacaranda Grevillea Boronia Waratah Bottlebrush Coolabah Kurrajong Mallee'.split(),
    'NZ': 'Kauri Totara Rimu Pohutukawa Kowhai Matai Manuka Karaka Puriri Tui'.split(),
    'US': 'Lincoln Jefferson Franklin Dogwood Magnolia Cottonwood Sycamore Hickory Walnut Pecan'.split(),
    'CA': 'Maplewood Tamarack Spruce Laurentian Lakeshore Caribou Aspen Balsam Glenmore Prairie'.split(),
    'IE': 'Shannon Ardee Knock Slaney Boyne Liffey Slievenamon Glenbeigh Clonard Rathmore'.split(),
    'UK': 'Pennine Calder Tyne Severn Mersey Medway Wensley Derwent Tamar Trent'.split(),
}
STREET_SUFFIX = {
    'UK': 'Road Street Lane Avenue Close Crescent Drive Way Grove Terrace Gardens Court Rise View Walk'.split(),
    'US': 'St Ave Blvd Dr Rd Ln Ct Way Pl Pkwy Trail Circle'.split(),
    'AU': 'Street Road Parade Crescent Avenue Court Place Drive Close Way Terrace'.split(),
    'CA': 'Street Avenue Road Drive Crescent Boulevard Court Way Place Trail'.split(),
    'NZ': 'Street Road Avenue Crescent Drive Place Terrace Grove Lane Way'.split(),
    'IE': 'Road Street Avenue Park Lawn Drive Grove Court View Close Heights'.split(),
}

STEMS = (
    'Calder Vale|Ravensmoor|Brackenridge|Hollins Park|Eastbrook|Kingsmead|Fairhaven|Ashgrove|Thornfield|'
    'Larchwood|Stonebridge|Whitcliffe|Merrivale|Oakhurst|Pennington|Silverdale|Coldharbour|Westmere|'
    'Glenarden|Riverbend|Harwood Cross|Millbrook|Summerleigh|Greystone|Tallowmere|Beckford|Redmarsh|'
    'Highcombe|Elmstead|Lowther Bank|Blackwater|Copperfield|Hazelmere|Dunmore Park|Ardmore Hill|'
    'Wrenfield|Saltmarsh|Brindle Heath|Fenwick Lodge|Corran Bay|Northmoor|Appledown|Heronsgate|'
    'Quarry Bank|Tanners Cross|Kelderby|Amberley Fold|Stanmoor'
).split('|')
STEMS_X = {
    'AU': 'Wattle Creek|Banksia Park|Coolabah Downs|Mallee Springs|Redgum Flat|Jarrah Ridge'.split('|'),
    'NZ': 'Kowhai Bay|Totara Heights|Matai Valley|Rimu Park|Kereru Point|Tui Ridge'.split('|'),
    'US': 'Prairie View|Clearwater Falls|Pinecrest|Cedar Ridge|Ironwood|Bluff Creek|Sawgrass|Tallgrass'.split('|'),
    'CA': 'Birchmount|Mapleton|Tamarack Lake|Caribou Ridge|Spruce Hollow|Lakehead Shore'.split('|'),
    'IE': 'Rathcoole Bridge|Shannonvale|Lough Gara|Glenmullen|Ballinacree|Knockmore'.split('|'),
    'UK': 'Pennine Edge|Wensleydale Cross|Tamarside|Derwent Mill|Severnbank|Trentholme'.split('|'),
}
SAINTS = ('Aldhelm Oswin Petroc Illtud Teilo Kentigern Cuthman Ita Enda Fintan Wilfrid Chad Piran '
          'Brannoc Endellion Finian Senan Canice Machar Ninian').split()
WARD_NAMES = ('Kingfisher Heron Rowan Juniper Larch Curlew Skylark Osprey Magnolia Bramble Linnet '
              'Harrier Avocet Sorrel Tamarind Kestrel Bluebell Wren').split()

EMPLOYER_SUFFIX = [
    'Logistics', 'Haulage', 'Steel Fabrications', 'Building Supplies', 'Dairy Co-operative',
    'Engineering Ltd', 'Freight', 'Foods', 'Construction', 'Joinery', 'Plumbing & Heating', 'Timber',
    'Quarries', 'Bus Company', 'Borough Council', 'Precision Castings', 'Roofing', 'Windows & Doors',
    'Meat Processors', 'Agricultural Contractors', 'Print Works', 'Cold Storage', 'Poultry Farms',
    'Waste Services', 'Scaffolding', 'Motors', 'Electrical Contractors', 'Distribution Centre',
]
FAMILY_FIRMS = ['& Sons', 'Brothers Roofing', 'Family Butchers', 'Transport', 'and Daughters Bakery',
                'Landscaping', 'Plant Hire', 'Motor Repairs']
SCHOOL_SUFFIX = ['Primary School', 'High School', 'Academy', 'Community College', 'Grammar School',
                 'Secondary College', 'Elementary School', 'State School']
INSURERS = {
    'US': ['Meridian Mutual Health', 'Bluestone Health Plan', 'Evergreen Health Cooperative',
           'Northstar Benefit Trust', 'Lakeland Mutual Insurance', 'Keystone Ridge Health',
           'Granite Peak Health Partners', 'Harvest Plains Health Plan'],
    'AU': ['Coastline Health Fund', 'Southern Cross Mutual Care', 'Harbourside Health Insurance',
           'Tandem Care Fund', 'Bluewren Health'],
    'CA': ['Prairie Shield Benefits', 'Lakehead Mutual', 'Northern Pine Group Benefits',
           'Maritime Caretrust'],
    'NZ': ['Silverfern Health', 'Kowhai Health Cover', 'Tasman Mutual Health'],
    'IE': ['Shamrock Health Cover', 'Atlantic Mutual Health', 'Lough Derg Health Insurance'],
    'UK': ['Ridgeway Private Health', 'Albion Mutual Health', 'Lindenmere Healthcare Cover'],
}
CHARITIES = ['Steady Steps Amputee Trust', 'Onward Amputee Association', 'Second Stride Foundation',
             'Limbs Forward Peer Network', 'Stumps Up Support Group', 'Best Foot Forward Trust',
             'Upright Together', 'New Stride Peer Partners', 'Fresh Footing Collective']
CLUB_SUFFIX = ["Bowls Club", "Men's Shed", "Golf Club", "Wheelchair Basketball Club", "Baptist Church",
               "Rugby League Club", "Angling Society", "Parish", "Gurdwara", "Community Mosque",
               "Masonic Lodge", "Darts League", "Cycling Club", "RSL Sub-Branch"]
ADAPT_FIRMS = ['Mobility Conversions', 'Adaptive Driving Solutions', 'Vehicle Adaptations Ltd',
               'Drive Ability Engineering', 'Hand Control Specialists']
EQUIP_FIRMS = ['Community Equipment Service', 'Mobility Store', 'Home Equipment Loans',
               'Independent Living Centre']
LANDMARK_SUFFIX = ['Leisure Centre', 'Shopping Centre', 'Community Hall', 'Post Office', 'Library',
                   'Working Men\'s Club', 'Retail Park', 'Memorial Park', 'Bowling Green', 'Fire Station',
                   'Railway Station', 'Co-op']

PROFESSIONS = [
    'welder', 'HGV driver', 'bus driver', 'electrician', 'plumber', 'carpenter', 'farmer', 'dairy farmer',
    'shearer', 'fisherman', 'roofer', 'scaffolder', 'nurse', 'teacher', 'primary school teacher',
    'accountant', 'solicitor', 'postman', 'cleaner', 'care assistant', 'chef', 'taxi driver',
    'forklift operator', 'warehouse operative', 'coal miner', 'steelworker', 'police officer',
    'firefighter', 'security guard', 'bricklayer', 'motor mechanic', 'IT consultant',
    'software developer', 'hairdresser', 'retail assistant', 'shop manager', 'landscape gardener',
    'painter and decorator', 'labourer', 'builder', 'lorry driver', 'truck driver', 'machinist',
    'seamstress', 'dental nurse', 'bank clerk', 'civil servant', 'librarian', 'lecturer',
    'civil engineer', 'courier', 'delivery driver', 'railway signaller', 'stonemason', 'joiner',
    'groundsman', 'fitter and turner', 'boilermaker', 'school bus driver', 'line cook', 'pastor',
    'sheet metal worker', 'tiler', 'concreter', 'crane operator', 'dock worker', 'hospital porter',
    'kitchen porter', 'midwife', 'pharmacist', 'veterinary nurse', 'office manager', 'receptionist',
    'publican', 'butcher', 'baker', 'shop fitter', 'lineman', 'oil rig worker', 'miner', 'mail carrier',
    'paramedic', 'tree surgeon', 'tractor driver', 'youth worker', 'social worker', 'architect',
]
CARS = ['Ford Focus', 'Vauxhall Astra', 'Toyota Corolla', 'Honda Jazz', 'Nissan Qashqai', 'Kia Sportage',
        'Hyundai i30', 'Skoda Octavia', 'VW Golf', 'Toyota RAV4', 'Ford Ranger', 'Chevrolet Silverado',
        'Ford F-150', 'Honda CR-V', 'Subaru Forester', 'Mazda CX-5', 'Dodge Grand Caravan',
        'Toyota Hilux', 'Holden Commodore', 'Mitsubishi Outlander', 'Renault Kangoo', 'Peugeot 3008']
COUNTRIES_ABROAD = ['Portugal', 'Spain', 'Poland', 'India', 'Pakistan', 'Jamaica', 'Nigeria', 'Ghana',
                    'Somalia', 'Philippines', 'Vietnam', 'Italy', 'Greece', 'Cyprus', 'Turkey', 'Iran',
                    'Iraq', 'Lebanon', 'Ukraine', 'Romania', 'Sri Lanka', 'Bangladesh', 'Kenya', 'Fiji',
                    'Samoa', 'Tonga', 'Malta', 'Germany', 'Norway', 'Thailand', 'Mexico',
                    'El Salvador', 'Canada', 'Australia', 'New Zealand', 'Ireland', 'Scotland', 'Wales',
                    'South Africa', 'Zimbabwe', 'Singapore', 'Malaysia', 'Chile', 'Egypt', 'Eritrea']
