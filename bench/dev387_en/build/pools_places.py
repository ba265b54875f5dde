"""Invented care sites, employers and organisations; real towns with invented streets.

cities: (city, region, postcode prefix, phone area code, nearby towns)
All hospital, practice, employer, insurer and club names are invented.
"""


def _s(x):
    return [w.strip() for w in x.split('|') if w.strip()]


C = {}

C['UK'] = {
    'names': ['United Kingdom', 'UK', 'England'],
    'cities': [
        ('Exeter', 'Devon', 'EX', '01392', ['Topsham', 'Crediton', 'Exmouth']),
        ('Truro', 'Cornwall', 'TR', '01872', ['Falmouth', 'Newquay', 'Redruth']),
        ('Plymouth', 'Devon', 'PL', '01752', ['Plympton', 'Ivybridge', 'Tavistock']),
        ('Norwich', 'Norfolk', 'NR', '01603', ['Wymondham', 'Cromer', 'Aylsham']),
        ('Ipswich', 'Suffolk', 'IP', '01473', ['Woodbridge', 'Felixstowe']),
        ('Preston', 'Lancashire', 'PR', '01772', ['Longridge', 'Chorley', 'Leyland']),
        ('Lancaster', 'Lancashire', 'LA', '01524', ['Morecambe', 'Carnforth']),
        ('Carlisle', 'Cumbria', 'CA', '01228', ['Brampton', 'Wigton', 'Penrith']),
        ('Harrogate', 'North Yorkshire', 'HG', '01423', ['Knaresborough', 'Ripon']),
        ('Leeds', 'West Yorkshire', 'LS', '0113', ['Otley', 'Ilkley', 'Pudsey']),
        ('Derby', 'Derbyshire', 'DE', '01332', ['Belper', 'Matlock', 'Ashbourne']),
        ('Bath', 'Somerset', 'BA', '01225', ['Frome', 'Keynsham']),
        ('Taunton', 'Somerset', 'TA', '01823', ['Wellington', 'Bridgwater']),
        ('Swansea', 'West Glamorgan', 'SA', '01792', ['Mumbles', 'Gorseinon']),
        ('Aberystwyth', 'Ceredigion', 'SY', '01970', ['Borth', 'Aberaeron']),
        ('Inverness', 'Inverness-shire', 'IV', '01463', ['Nairn', 'Beauly']),
        ('Dundee', 'Angus', 'DD', '01382', ['Broughty Ferry', 'Monifieth']),
        ('Brighton', 'East Sussex', 'BN', '01273', ['Hove', 'Shoreham-by-Sea']),
        ('Chichester', 'West Sussex', 'PO', '01243', ['Bognor Regis', 'Selsey']),
        ('Bournemouth', 'Dorset', 'BH', '01202', ['Poole', 'Christchurch', 'Wimborne']),
        ('Lincoln', 'Lincolnshire', 'LN', '01522', ['Sleaford', 'Gainsborough']),
        ('Shrewsbury', 'Shropshire', 'SY', '01743', ['Ludlow', 'Church Stretton']),
        ('Hereford', 'Herefordshire', 'HR', '01432', ['Ross-on-Wye', 'Leominster']),
    ],
    'suffix': _s('Road|Street|Lane|Close|Avenue|Crescent|Drive|Way|Gardens|Terrace|Mews|Grove|Rise|Walk'),
    'hospitals': _s("Northgate General Hospital|Kestrel Park Hospital|Royal Calder Infirmary|"
                    "Westmoor University Hospital|St Aldhelm's Hospital|Tamarside Hospital|"
                    "Ashbourne Vale Community Hospital|Fenwick Cross Hospital|Harrowdale General Hospital|"
                    "Queen Adela Hospital|Brackenfield Treatment Centre|Whitestone Private Hospital"),
    'clinics': _s('Westmoor Skin Cancer Centre|Calder Dermatology Clinic|Harrowdale Pigmented Lesion Clinic|'
                  'Brackenfield Skin Unit'),
    'practices': _s("The Willows Surgery|Larkfield Medical Practice|Harbour Street Medical Centre|"
                    "Orchard House Surgery|Castlegate Health Centre|Beacon View Practice|"
                    "Millbrook Medical Group|Riverside Family Practice|St Kenelm's Surgery|"
                    "Foxhollow Health Centre|Quarry Lane Surgery|Linnet Way Medical Centre"),
    'wards': _s('Kingfisher Ward|Heron Ward|Lapwing Ward|Rowan Day Unit|Osprey Day Surgery Unit|'
                'Primrose Ward|Sandpiper Unit|Bluebell Ward'),
    'buildings': _s('Ardmore Pavilion|Jubilee Building|Fenton Block|Cedar House|Tamar Wing|Beacon Building'),
    'employers': _s('Pennine Freight Ltd|Calder Valley Roofing|Westcountry Scaffolding Ltd|Exmoor Estates|'
                    'Tamar Boatyard|Harrow & Finch Solicitors|Brightwater Landscaping|Moorside Dairy|'
                    'Greystone Quarry Ltd|Seaview Holiday Park|Redland Cross Golf Club|Helston Fish Market Ltd'),
    'insurers': _s('Albion Health Assurance|Britannic Medical Cover|Wessex Mutual Healthcare'),
    'orgs': _s("St Piran's Primary School|Exe Valley Rowing Club|Greenacre Academy|Lympstone Sailing Club|"
               "Melanoma Friends South West|Moorland Ramblers Association|St Budoc's Parish Church"),
    'pharmacies': _s('Quayside Pharmacy|Lister Street Chemist|Hollybush Pharmacy'),
}

C['AU'] = {
    'names': ['Australia'],
    'cities': [
        ('Cairns', 'QLD', '48', '07', ['Edge Hill', 'Smithfield', 'Trinity Beach']),
        ('Townsville', 'QLD', '48', '07', ['Aitkenvale', 'Kirwan', 'North Ward']),
        ('Brisbane', 'QLD', '40', '07', ['Ashgrove', 'Wynnum', 'Chermside']),
        ('Toowoomba', 'QLD', '43', '07', ['Rangeville', 'Highfields']),
        ('Maroochydore', 'QLD', '45', '07', ['Buderim', 'Mooloolaba']),
        ('Newcastle', 'NSW', '23', '02', ['Merewether', 'Charlestown']),
        ('Wollongong', 'NSW', '25', '02', ['Thirroul', 'Figtree']),
        ('Port Macquarie', 'NSW', '24', '02', ['Lake Cathie', 'Wauchope']),
        ('Geelong', 'VIC', '32', '03', ['Torquay', 'Belmont', 'Ocean Grove']),
        ('Ballarat', 'VIC', '33', '03', ['Sebastopol', 'Wendouree']),
        ('Bendigo', 'VIC', '35', '03', ['Kangaroo Flat', 'Strathdale']),
        ('Perth', 'WA', '60', '08', ['Scarborough', 'Cottesloe', 'Joondalup']),
        ('Bunbury', 'WA', '62', '08', ['Australind', 'Dalyellup']),
        ('Geraldton', 'WA', '65', '08', ['Dongara', 'Tarcoola Beach']),
        ('Adelaide', 'SA', '50', '08', ['Glenelg', 'Norwood', 'Brighton']),
        ('Mount Gambier', 'SA', '52', '08', ['Millicent', 'Penola']),
        ('Hobart', 'TAS', '70', '03', ['Sandy Bay', 'Kingston', 'New Town']),
        ('Launceston', 'TAS', '72', '03', ['Riverside', 'Prospect Vale']),
        ('Darwin', 'NT', '08', '08', ['Nightcliff', 'Palmerston', 'Fannie Bay']),
        ('Canberra', 'ACT', '26', '02', ['Belconnen', 'Tuggeranong']),
    ],
    'region_full': {'QLD': 'Queensland', 'NSW': 'New South Wales', 'VIC': 'Victoria',
                    'WA': 'Western Australia', 'SA': 'South Australia', 'TAS': 'Tasmania',
                    'NT': 'Northern Territory', 'ACT': 'Australian Capital Territory'},
    'suffix': _s('Street|Road|Avenue|Parade|Drive|Court|Crescent|Place|Close|Esplanade|Terrace|Way'),
    'hospitals': _s('Coral Coast Hospital|Mount Sorrel Private Hospital|Banksia Ridge Hospital|'
                    'Riverbend Base Hospital|Capricorn Sands Hospital|Jacaranda Park Hospital|'
                    'Eucalypt Hill Private Hospital|Ironstone Regional Hospital|Pelican Bay Day Hospital'),
    'clinics': _s('Wattle Grove Skin Cancer Clinic|Harbourview Skin Cancer Clinic|Sunlit Coast Skin Clinic|'
                  'Tropic Skin Check Centre|Saltbush Melanoma Unit'),
    'practices': _s('Esplanade Medical Centre|Bayside Family Practice|Redgum Medical|Lilly Pilly Medical|'
                    'Kingfisher Family Doctors|Coastal Plains GP Clinic|Boab Street Surgery'),
    'wards': _s('Banksia Ward|Waratah Ward|Grevillea Day Surgery|Kookaburra Ward|Bottlebrush Ward|'
                'Coolibah Day Unit'),
    'buildings': _s('Tallowwood Building|Ironbark Pavilion|Blackbutt House|Sandstone Wing'),
    'employers': _s('Tasman Roofing Pty Ltd|Outback Earthmoving Pty Ltd|Sunshine Reef Surf School|'
                    'Reefline Charters|Goldfields Mining Services|Redgum Landscapes|Murray Flats Vineyards|'
                    'Pelican Point Fisheries|Brolga Cattle Co|Southern Sky Aviation'),
    'insurers': _s('Meridian Health Fund|Coastal Mutual Health|Southern Star Health Insurance'),
    'orgs': _s('Pelican Point Surf Life Saving Club|Redcliffe Heights State School|Bellbird Bowls Club|'
               'Sunsafe Melanoma Support Network|Coral Sea Sailing Club|St Ita\'s Parish'),
    'pharmacies': _s('Esplanade Pharmacy|Wattle Street Chemist|Blue Gum Pharmacy'),
}

C['NZ'] = {
    'names': ['New Zealand', 'NZ', 'Aotearoa New Zealand'],
    'cities': [
        ('Christchurch', 'Canterbury', '80', '03', ['Riccarton', 'Papanui', 'Sumner']),
        ('Timaru', 'Canterbury', '79', '03', ['Temuka', 'Geraldine']),
        ('Dunedin', 'Otago', '90', '03', ['Mosgiel', 'St Clair', 'Port Chalmers']),
        ('Queenstown', 'Otago', '93', '03', ['Arrowtown', 'Frankton']),
        ('Invercargill', 'Southland', '98', '03', ['Bluff', 'Waikiwi']),
        ('Nelson', 'Tasman', '70', '03', ['Motueka', 'Richmond', 'Stoke']),
        ('Tauranga', 'Bay of Plenty', '31', '07', ['Mount Maunganui', 'Papamoa', 'Bethlehem']),
        ('Hamilton', 'Waikato', '32', '07', ['Cambridge', 'Te Awamutu']),
        ('Auckland', 'Auckland', '10', '09', ['Takapuna', 'Howick', 'Henderson']),
        ('Wellington', 'Wellington', '60', '04', ['Karori', 'Petone', 'Lower Hutt']),
        ('Napier', "Hawke's Bay", '41', '06', ['Taradale', 'Havelock North']),
        ('Whangārei', 'Northland', '01', '09', ['Kamo', 'Onerahi']),
        ('New Plymouth', 'Taranaki', '43', '06', ['Waitara', 'Inglewood']),
        ('Palmerston North', 'Manawatū-Whanganui', '44', '06', ['Feilding', 'Ashhurst']),
    ],
    'suffix': _s('Street|Road|Avenue|Terrace|Crescent|Drive|Place|Grove|Lane|Parade|Way'),
    'hospitals': _s('Kōwhai Bay Hospital|Harakeke Valley Hospital|Southern Alps Hospital|Mānuka Grove Hospital|'
                    'Kererū Point Hospital|Pukeko Flats Regional Hospital|Tūī Ridge Private Hospital'),
    'clinics': _s('Tasman Bay Skin Clinic|Southern Light Mole Clinic|Kauri Coast Skin Cancer Centre'),
    'practices': _s('Kauri Health Centre|Pūriri Family Doctors|Harbourside Medical|Totara Street Medical|'
                    'Rātā Road Surgery|Tussock Hill Health'),
    'wards': _s('Tōtara Ward|Rimu Ward|Pōhutukawa Day Unit|Kahikatea Ward|Matai Surgical Ward'),
    'buildings': _s('Aoraki Building|Harakeke House|Rangimarie Wing'),
    'employers': _s('Southern Shearing Co|Clutha Orchards Ltd|Mackenzie Basin Merino Ltd|Tasman Mussel Farms|'
                    'Bay Kiwifruit Packers|Remarkables Ski Instructors Ltd|Westport Fishing Co-op'),
    'insurers': _s('Kauri Health Cover|Ōtākou Health Insurance'),
    'orgs': _s('Sumner Surf Life Saving Club|Mosgiel Rugby Club|Kōwhai Melanoma Support Trust|'
               'Te Aroha Kapa Haka Rōpū|Riccarton Bowling Club'),
    'pharmacies': _s('Papanui Pharmacy|Kowhai Chemist|Harbour Lights Pharmacy'),
}

C['IE'] = {
    'names': ['Ireland'],
    'cities': [
        ('Cork', 'Co. Cork', 'T12', '021', ['Ballincollig', 'Carrigaline', 'Midleton']),
        ('Galway', 'Co. Galway', 'H91', '091', ['Oranmore', 'Salthill', 'Tuam']),
        ('Limerick', 'Co. Limerick', 'V94', '061', ['Castletroy', 'Adare']),
        ('Waterford', 'Co. Waterford', 'X91', '051', ['Tramore', 'Dungarvan']),
        ('Sligo', 'Co. Sligo', 'F91', '071', ['Strandhill', 'Rosses Point']),
        ('Kilkenny', 'Co. Kilkenny', 'R95', '056', ['Thomastown', 'Callan']),
        ('Tralee', 'Co. Kerry', 'V92', '066', ['Dingle', 'Castleisland']),
        ('Dublin', 'Co. Dublin', 'D04', '01', ['Blackrock', 'Dún Laoghaire', 'Malahide']),
        ('Letterkenny', 'Co. Donegal', 'F92', '074', ['Ramelton', 'Buncrana']),
    ],
    'suffix': _s('Road|Street|Avenue|Park|Lawn|Crescent|Terrace|Drive|Grove|Heights|View'),
    'hospitals': _s("St Fiachra's University Hospital|Ballykeel General Hospital|Lough Carra Regional Hospital|"
                    "Mercy Quay Hospital|Glenvar Private Clinic|St Attracta's Hospital"),
    'clinics': _s('Shannonside Skin Clinic|Atlantic Dermatology Rooms'),
    'practices': _s('Main Street Medical Centre|Quayside Family Practice|Clonmore Health Centre|'
                    'Slievemore Medical|The Mall Surgery'),
    'wards': _s("St Brendan's Ward|Naomh Bríd Ward|St Kevin's Day Unit|Lir Ward"),
    'buildings': _s('Corrib Building|Ard Mhuire Wing'),
    'employers': _s('Kerry Agri Contractors|Atlantic Way Tours|Burren Stone Ltd|Shannon Estuary Fishing Co-op|'
                    'Lee Valley Builders|Galtee Farm Supplies'),
    'insurers': _s('Shannon Health Insurance|Éire Medical Cover'),
    'orgs': _s('Salthill Sea Swimmers|St Colman\'s GAA Club|Scoil Naomh Éanna|Cork Melanoma Support Circle'),
    'pharmacies': _s('Meagher\'s Pharmacy|Bridge Street Pharmacy'),
}

C['CA'] = {
    'names': ['Canada'],
    'cities': [
        ('Halifax', 'NS', 'B3H', '902', ['Bedford', 'Dartmouth']),
        ('Moncton', 'NB', 'E1C', '506', ['Dieppe', 'Riverview']),
        ('Charlottetown', 'PE', 'C1A', '902', ['Stratford', 'Cornwall']),
        ("St. John's", 'NL', 'A1B', '709', ['Mount Pearl', 'Paradise']),
        ('Kingston', 'ON', 'K7L', '613', ['Amherstview', 'Gananoque']),
        ('Ottawa', 'ON', 'K1N', '613', ['Kanata', 'Orleans']),
        ('London', 'ON', 'N6A', '519', ['St. Thomas', 'Strathroy']),
        ('Barrie', 'ON', 'L4M', '705', ['Innisfil', 'Orillia']),
        ('Victoria', 'BC', 'V8W', '250', ['Saanich', 'Sidney', 'Langford']),
        ('Kelowna', 'BC', 'V1Y', '250', ['West Kelowna', 'Lake Country']),
        ('Calgary', 'AB', 'T2P', '403', ['Airdrie', 'Cochrane']),
        ('Red Deer', 'AB', 'T4N', '403', ['Sylvan Lake', 'Lacombe']),
        ('Saskatoon', 'SK', 'S7K', '306', ['Warman', 'Martensville']),
        ('Winnipeg', 'MB', 'R3C', '204', ['Selkirk', 'Steinbach']),
    ],
    'region_full': {'NS': 'Nova Scotia', 'NB': 'New Brunswick', 'PE': 'Prince Edward Island',
                    'NL': 'Newfoundland and Labrador', 'ON': 'Ontario', 'BC': 'British Columbia',
                    'AB': 'Alberta', 'SK': 'Saskatchewan', 'MB': 'Manitoba'},
    'suffix': _s('Street|Avenue|Road|Drive|Crescent|Court|Boulevard|Lane|Way|Place'),
    'hospitals': _s('Fundy Shore Regional Hospital|Cedar Hollow Health Centre|Prairie View General Hospital|'
                    'Harbourfront Cancer Centre|Northern Pines Regional Hospital|Lakeshore Heights Hospital'),
    'clinics': _s('Lakeshore Dermatology Clinic|Bluewater Skin Clinic|Chinook Melanoma Clinic'),
    'practices': _s('Lakeview Family Health Team|Riverside Medical Clinic|Aspen Grove Family Practice|'
                    'Spruce Street Medical'),
    'wards': _s('Maple Unit|Tamarack Surgical Unit|Birchwood Day Surgery'),
    'buildings': _s('Grenfell Pavilion|Northcott Building|Spruce Tower'),
    'employers': _s('Northern Timber Co|Fraser Valley Farms Ltd|Great Lakes Marine Services|Rocky Ridge Golf Club|'
                    'Bedford Basin Boatworks|Prairie Sky Grain Co-op'),
    'insurers': _s('Maple Benefits Mutual|Northstar Life & Health'),
    'orgs': _s('Kanata Curling Club|Bedford Rowing Club|Prairie Sun Melanoma Network|Holy Cross Secondary School'),
    'pharmacies': _s('Harbourview Pharmacy|Main Street Drug Mart'),
}

C['US'] = {
    'names': ['USA', 'United States'],
    'cities': [
        ('Tucson', 'AZ', '857', '520', ['Oro Valley', 'Marana']),
        ('Phoenix', 'AZ', '850', '602', ['Glendale', 'Tempe']),
        ('San Diego', 'CA', '921', '619', ['La Jolla', 'Chula Vista']),
        ('Santa Barbara', 'CA', '931', '805', ['Goleta', 'Carpinteria']),
        ('Tampa', 'FL', '336', '813', ['Brandon', 'Temple Terrace']),
        ('Sarasota', 'FL', '342', '941', ['Venice', 'Osprey']),
        ('Naples', 'FL', '341', '239', ['Marco Island', 'Bonita Springs']),
        ('Denver', 'CO', '802', '303', ['Aurora', 'Lakewood']),
        ('Boulder', 'CO', '803', '720', ['Louisville', 'Lafayette']),
        ('Salt Lake City', 'UT', '841', '801', ['Sandy', 'Murray']),
        ('Austin', 'TX', '787', '512', ['Round Rock', 'Pflugerville']),
        ('Charlotte', 'NC', '282', '704', ['Matthews', 'Huntersville']),
        ('Portland', 'OR', '972', '503', ['Beaverton', 'Gresham']),
        ('Bend', 'OR', '977', '541', ['Redmond', 'Sisters']),
        ('Albuquerque', 'NM', '871', '505', ['Rio Rancho', 'Corrales']),
        ('Honolulu', 'HI', '968', '808', ['Kailua', 'Kaneohe']),
        ('Boise', 'ID', '837', '208', ['Meridian', 'Eagle']),
        ('Savannah', 'GA', '314', '912', ['Pooler', 'Tybee Island']),
        ('Columbus', 'OH', '432', '614', ['Dublin', 'Westerville']),
    ],
    'region_full': {'AZ': 'Arizona', 'CA': 'California', 'FL': 'Florida', 'CO': 'Colorado', 'UT': 'Utah',
                    'TX': 'Texas', 'NC': 'North Carolina', 'OR': 'Oregon', 'NM': 'New Mexico', 'HI': 'Hawaii',
                    'ID': 'Idaho', 'GA': 'Georgia', 'OH': 'Ohio'},
    'suffix': _s('St|Ave|Blvd|Dr|Ln|Rd|Ct|Way|Pl|Circle|Trail|Loop'),
    'hospitals': _s('Saguaro Valley Medical Center|Desert Bloom Cancer Institute|Pinecrest University Hospital|'
                    'Mesa Alta Regional Medical Center|Cypress Hollow Hospital|Cascade Summit Medical Center|'
                    'Palmetto Shores Medical Center|Sagebrush Community Hospital'),
    'clinics': _s('Bayfront Dermatology Associates|Sunridge Skin & Surgery Center|Canyon Rim Dermatology|'
                  'Gulfview Mohs & Skin Cancer Center'),
    'practices': _s('Canyon View Primary Care|Palmetto Family Medicine|Juniper Internal Medicine|'
                    'Harborside Family Physicians|Aspen Creek Medical Group'),
    'wards': _s('Ocotillo Unit|Palm Pavilion Day Surgery|Juniper Infusion Suite|Magnolia Unit'),
    'buildings': _s('Kessler Tower|Sonoran Pavilion|Mesquite Building|Hale Wing'),
    'employers': _s('Copper State Roofing LLC|Sun Valley Landscaping|Gulf Coast Charters|Rio Grande Construction Co|'
                    'Lone Star Pipeline Services|Redrock Golf Club|Pacific Crest Surf Co|Mesa Citrus Growers'),
    'insurers': _s('BlueRidge Mutual Health|Cascadia Health Plan|Sunbelt Care Insurance|Lone Pine Health Partners|'
                   'Meridian Senior Advantage'),
    'orgs': _s('Desert Sun Melanoma Support Group|Mission Bay Rowing Club|Saguaro Ridge High School|'
               'Grace Fellowship Church'),
    'pharmacies': _s('Mesa Verde Drug|Cactus Flower Pharmacy|Seaside Specialty Pharmacy'),
}

STREET_STEMS = _s('Orchard|Mill|Station|Church|Victoria|Albert|Park|Elm|Oak|Wattle|Banksia|Jacaranda|Kowhai|'
                  'Rimu|Totara|Maple|Birch|Cedar|Harbour|Beach|Ocean|Kingfisher|Heron|Gannet|Bellbird|'
                  'Curlew|Ridge|Valley|Glen|Brook|Meadow|Willow|Ash|Hawthorn|Rowan|Primrose|Bluebell|'
                  'Heather|Thistle|Clover|Sycamore|Poplar|Chestnut|Laurel|Ivy|Larch|Fern|Kauri|'
                  'Pohutukawa|Sandpiper|Ferry|Quarry|Forge|Tannery|Ropewalk|Saltmarsh|Coronation|'
                  'Jubilee|Wellington|Nelson|Marine|Cliff|Harbourview|Lighthouse|Sunset|Coral|Reef|'
                  'Pinecone|Juniper|Mesquite|Palmetto|Magnolia|Cypress|Bayberry|Tamarack|Spruce')

# countries used in migration / travel history
WORLD = _s('South Africa|Zimbabwe|Kenya|Netherlands|Germany|Poland|India|Philippines|Fiji|Samoa|Tonga|Spain|'
           'Portugal|Greece|Thailand|Vietnam|Mexico|Brazil|Italy|Cyprus|Malta|Scotland|Wales|England|'
           'Ireland|Australia|New Zealand|Canada|Croatia|Turkey|Egypt|Sri Lanka|Namibia|Botswana|Chile|'
           'Argentina|Costa Rica|Jamaica|Indonesia|Morocco')
