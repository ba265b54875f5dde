"""Places, sites and country-specific formats (towns are real place names; every site is invented)."""

COUNTRY_W = (('UK', 34), ('US', 20), ('CA', 12), ('AU', 13), ('IE', 11), ('NZ', 10))
COUNTRY_NAME = {'UK': 'United Kingdom', 'US': 'USA', 'CA': 'Canada', 'AU': 'Australia',
                'IE': 'Ireland', 'NZ': 'New Zealand'}

# town, region (county/state/province/region), postcode seed, phone area code
TOWNS = {
    'UK': (('Leeds', 'West Yorkshire', 'LS', '0113'), ('Bradford', 'West Yorkshire', 'BD', '01274'),
           ('Wakefield', 'West Yorkshire', 'WF', '01924'), ('Harrogate', 'North Yorkshire', 'HG', '01423'),
           ('Salford', 'Greater Manchester', 'M', '0161'), ('Stockport', 'Greater Manchester', 'SK', '0161'),
           ('Wigan', 'Lancashire', 'WN', '01942'), ('Preston', 'Lancashire', 'PR', '01772'),
           ('Chester', 'Cheshire', 'CH', '01244'), ('Crewe', 'Cheshire', 'CW', '01270'),
           ('Derby', 'Derbyshire', 'DE', '01332'), ('Nottingham', 'Nottinghamshire', 'NG', '0115'),
           ('Reading', 'Berkshire', 'RG', '0118'), ('Bath', 'Somerset', 'BA', '01225'),
           ('Street', 'Somerset', 'BA', '01458'), ('Wells', 'Somerset', 'BA', '01749'),
           ('Hull', 'East Yorkshire', 'HU', '01482'), ('York', 'North Yorkshire', 'YO', '01904'),
           ('Lincoln', 'Lincolnshire', 'LN', '01522'), ('Norwich', 'Norfolk', 'NR', '01603'),
           ('Exeter', 'Devon', 'EX', '01392'), ('Truro', 'Cornwall', 'TR', '01872'),
           ('Cardiff', 'South Glamorgan', 'CF', '029'), ('Swansea', 'West Glamorgan', 'SA', '01792'),
           ('Wrexham', 'Clwyd', 'LL', '01978'), ('Glasgow', 'Lanarkshire', 'G', '0141'),
           ('Paisley', 'Renfrewshire', 'PA', '0141'), ('Dundee', 'Angus', 'DD', '01382'),
           ('Inverness', 'Highland', 'IV', '01463'), ('Kirkcaldy', 'Fife', 'KY', '01592'),
           ('Durham', 'County Durham', 'DH', '0191'), ('Sunderland', 'Tyne and Wear', 'SR', '0191'),
           ('Carlisle', 'Cumbria', 'CA', '01228'), ('Kendal', 'Cumbria', 'LA', '01539'),
           ('Luton', 'Bedfordshire', 'LU', '01582'), ('Ipswich', 'Suffolk', 'IP', '01473')),
    'US': (('Columbus', 'OH', '432', '614'), ('Dayton', 'OH', '454', '937'), ('Boston', 'MA', '021', '617'),
           ('Worcester', 'MA', '016', '508'), ('Springfield', 'IL', '627', '217'), ('Peoria', 'IL', '616', '309'),
           ('Madison', 'WI', '537', '608'), ('Rochester', 'MN', '559', '507'), ('Duluth', 'MN', '558', '218'),
           ('Eugene', 'OR', '974', '541'), ('Tucson', 'AZ', '857', '520'), ('Mesa', 'AZ', '852', '480'),
           ('Albany', 'NY', '122', '518'), ('Buffalo', 'NY', '142', '716'), ('Syracuse', 'NY', '132', '315'),
           ('Durham', 'NC', '277', '919'), ('Charlotte', 'NC', '282', '704'), ('Nashville', 'TN', '372', '615'),
           ('Omaha', 'NE', '681', '402'), ('Lincoln', 'NE', '685', '402'), ('Boise', 'ID', '837', '208'),
           ('Aurora', 'CO', '800', '303'), ('Austin', 'TX', '787', '512'), ('Tyler', 'TX', '757', '903'),
           ('Savannah', 'GA', '314', '912'), ('Macon', 'GA', '312', '478'), ('Erie', 'PA', '165', '814'),
           ('Pittsburgh', 'PA', '152', '412'), ('Richmond', 'VA', '232', '804'), ('Norfolk', 'VA', '235', '757')),
    'CA': (('Toronto', 'ON', 'M', '416'), ('Ottawa', 'ON', 'K', '613'), ('Hamilton', 'ON', 'L', '905'),
           ('London', 'ON', 'N', '519'), ('Kingston', 'ON', 'K', '613'), ('Sudbury', 'ON', 'P', '705'),
           ('Vancouver', 'BC', 'V', '604'), ('Victoria', 'BC', 'V', '250'), ('Kelowna', 'BC', 'V', '250'),
           ('Calgary', 'AB', 'T', '403'), ('Edmonton', 'AB', 'T', '780'), ('Red Deer', 'AB', 'T', '403'),
           ('Winnipeg', 'MB', 'R', '204'), ('Brandon', 'MB', 'R', '204'), ('Saskatoon', 'SK', 'S', '306'),
           ('Regina', 'SK', 'S', '306'), ('Halifax', 'NS', 'B', '902'), ('Moncton', 'NB', 'E', '506'),
           ("St. John's", 'NL', 'A', '709'), ('Charlottetown', 'PE', 'C', '902')),
    'AU': (('Geelong', 'VIC', '3220', '03'), ('Ballarat', 'VIC', '3350', '03'), ('Bendigo', 'VIC', '3550', '03'),
           ('Melbourne', 'VIC', '3000', '03'), ('Newcastle', 'NSW', '2300', '02'),
           ('Wollongong', 'NSW', '2500', '02'), ('Dubbo', 'NSW', '2830', '02'), ('Orange', 'NSW', '2800', '02'),
           ('Parramatta', 'NSW', '2150', '02'), ('Toowoomba', 'QLD', '4350', '07'), ('Cairns', 'QLD', '4870', '07'),
           ('Townsville', 'QLD', '4810', '07'), ('Hobart', 'TAS', '7000', '03'), ('Launceston', 'TAS', '7250', '03'),
           ('Adelaide', 'SA', '5000', '08'), ('Mount Gambier', 'SA', '5290', '08'), ('Bunbury', 'WA', '6230', '08'),
           ('Perth', 'WA', '6000', '08'), ('Darwin', 'NT', '0800', '08')),
    'IE': (('Dublin', 'Dublin', 'D08', '01'), ('Cork', 'Cork', 'T12', '021'), ('Galway', 'Galway', 'H91', '091'),
           ('Limerick', 'Limerick', 'V94', '061'), ('Waterford', 'Waterford', 'X91', '051'),
           ('Sligo', 'Sligo', 'F91', '071'), ('Athlone', 'Westmeath', 'N37', '090'),
           ('Drogheda', 'Louth', 'A92', '041'), ('Dundalk', 'Louth', 'A91', '042'),
           ('Kilkenny', 'Kilkenny', 'R95', '056'), ('Tralee', 'Kerry', 'V92', '066'), ('Ennis', 'Clare', 'V95', '065'),
           ('Navan', 'Meath', 'C15', '046'), ('Letterkenny', 'Donegal', 'F92', '074'),
           ('Wexford', 'Wexford', 'Y35', '053'), ('Mullingar', 'Westmeath', 'N91', '044')),
    'NZ': (('Hamilton', 'Waikato', '3204', '07'), ('Tauranga', 'Bay of Plenty', '3110', '07'),
           ('Rotorua', 'Bay of Plenty', '3010', '07'), ('Napier', "Hawke's Bay", '4110', '06'),
           ('Hastings', "Hawke's Bay", '4120', '06'), ('Palmerston North', 'Manawatu-Whanganui', '4410', '06'),
           ('Whanganui', 'Manawatu-Whanganui', '4500', '06'), ('Dunedin', 'Otago', '9016', '03'),
           ('Invercargill', 'Southland', '9810', '03'), ('Christchurch', 'Canterbury', '8011', '03'),
           ('Timaru', 'Canterbury', '7910', '03'), ('Whangarei', 'Northland', '0110', '09'),
           ('New Plymouth', 'Taranaki', '4310', '06'), ('Lower Hutt', 'Wellington', '5010', '04'),
           ('Auckland', 'Auckland', '1010', '09'), ('Nelson', 'Nelson', '7010', '03')),
}

STREET_NAMES = ('Elm Oak Station Church Mill Victoria Albert Park Meadow Willow Beech Orchard Manor Chapel '
                'Brook Riverside Hillcrest Maple Cedar Birch Chestnut Rowan Heather Ash Hawthorn Ferndale '
                'Glenview Sunnyside Poplar Lime Wellington Nelson Queen King Bridge Market Castle Abbey '
                'Priory Tennyson Wordsworth Milton Gladstone Balmoral Windsor York Clarence Marlborough '
                'Lansdowne Highfield Greenfield Longmeadow Foxglove Bluebell Primrose Lavender Pine '
                'Sycamore Prospect Sunset Ridgeway Kingfisher Heron Curlew Thornbury Redwood').split()
STREET_EXTRA = {'US': 'Main Washington Lincoln Jefferson Franklin Madison Monroe Magnolia Dogwood Hickory'.split(),
                'CA': 'Laurier Champlain Dufferin Bloor Jasper Tecumseh Frontenac'.split(),
                'AU': 'Banksia Wattle Jacaranda Grevillea Bottlebrush Ironbark Boronia'.split(),
                'NZ': 'Kowhai Totara Rimu Pohutukawa Matai Kauri Harakeke'.split(),
                'IE': 'Ashgrove Beechwood Glenageary Cnoc Ard Fairhill Oakpark Mount Eagle'.split(),
                'UK': 'Cromwell Kingsway Coronation Shaftesbury Fairfield Mount Pleasant'.split()}
SUFFIX = {'UK': 'Road Street Lane Avenue Close Crescent Drive Grove Terrace Way Gardens Court Place Mews Rise View'.split(),
          'US': 'St Street Ave Avenue Dr Drive Blvd Ct Ln Rd Way Pl Terrace'.split(),
          'CA': 'Street Avenue Crescent Drive Road Boulevard Court Way Place'.split(),
          'AU': 'Street Road Parade Crescent Court Avenue Place Drive Close Esplanade'.split(),
          'IE': 'Road Park Avenue Drive Grove Lawn Heights Court Close View Crescent'.split(),
          'NZ': 'Street Road Place Crescent Terrace Avenue Drive Grove Lane'.split()}

HOSPITALS = {
    'UK': ('Calderbrook General Hospital', 'Royal Fenwick Infirmary', 'Westmoor University Hospital',
           'Kestrel Bank General Hospital', 'Royal Greystone Infirmary', "St Wilfreda's Hospital",
           'Elmhurst Park University Hospital', 'Brackenridge General Hospital', 'Sallowmere Hospital',
           'Ashcombe District General Hospital', 'Lindenfield Royal Hospital'),
    'US': ('Lakeshore Mercy Medical Center', 'Granite Ridge University Hospital',
           'St. Benedicta Regional Medical Center', 'Pine Hollow Health Center', 'Riverbend Memorial Hospital',
           'Carrow Valley Medical Center', 'Bellweather University Medical Center'),
    'CA': ('Northgate Health Sciences Centre', "St. Aurelia's General Hospital", 'Maple Crest Regional Hospital',
           'Cedarview Health Centre', 'Lakehead Valley General Hospital'),
    'AU': ('Banksia Coast Hospital', 'Wattle Creek Base Hospital', "St Eulalia's Private Hospital",
           'Southern Ranges Medical Centre', 'Ironbark University Hospital'),
    'IE': ("St. Columbina's University Hospital", 'Mercy Bay Hospital', 'Ardmore Regional Hospital',
           'Glenbrack General Hospital'),
    'NZ': ('Kowhai Valley Hospital', 'Harbourview Base Hospital', 'Totara Ridge Hospital',
           'Southern Lakes Hospital'),
}
PRACTICES = {
    'UK': ('Millbrook Medical Practice', 'Fernside Surgery', 'The Orchard Health Centre', 'Castlegate Surgery',
           'Kingsmead Surgery', 'Larkhill Medical Centre', 'Weavers Row Practice', 'Hollybank Surgery'),
    'US': ('Oakview Family Medicine', 'Cedar Lane Primary Care', 'Brookhaven Internal Medicine',
           'Sagebrush Family Clinic', 'Northfield Primary Care Associates'),
    'CA': ('Riverside Family Health Team', 'Birchmount Medical Clinic', 'Harbourfront Family Practice'),
    'AU': ('Wattle Grove Medical Centre', 'Seabreeze Family Practice', 'Gumnut Medical Clinic'),
    'IE': ('Abbeyside Medical Centre', 'The Quay Surgery', 'Carraig Family Practice'),
    'NZ': ('Te Awa Health Centre', 'Pukeko Medical Centre', 'Seaview Family Doctors'),
}
WARDS = ('Heron Ward', 'Kingfisher Ward', 'Osprey Ward', 'Larch Ward', 'Ward 7B', 'Ward 22', 'Ward 14',
         'Fenton Ward', 'Bramble Ward', 'Ward 4 North', 'Linnet Ward', 'Ward 31', 'Aspen Ward')
WARDS_US = ('5 North', '7 West', 'Unit 6B', 'Harbor Pavilion 4', '8 East')
ASEPTIC = {'UK': ('Calderwell Aseptic Compounding Unit', 'Hollowmere Pharmacy Manufacturing Unit'),
           'US': ('Crestline Compounding Pharmacy', 'Summit Ridge Sterile Pharmacy'),
           'CA': ('Northstar Sterile Compounding Pharmacy',),
           'AU': ('Southern Cross Compounding Pharmacy',),
           'IE': ('Emerald Aseptic Pharmacy',),
           'NZ': ('Kowhai Compounding Pharmacy',)}
BUILDINGS = ('Penhallow Building', 'Ashdown Wing', 'Marchetti Pavilion', 'Trevelyan Block', 'Cobham Tower',
             'Rowntree Wing', 'Garside Centre')
ROOMS = ('Room 12', 'Room 4', 'Seminar Room 3', 'Room 2.14', 'Side Room 6', 'Room 418', 'Room 7')
ABROAD = ('Portugal', 'Spain', 'France', 'Greece', 'Italy', 'Poland', 'India', 'Pakistan', 'Nigeria',
          'Jamaica', 'Canada', 'Australia', 'New Zealand', 'Ireland', 'Malta', 'Cyprus', 'Croatia',
          'Vietnam', 'the Philippines', 'Ghana', 'Kenya', 'Mexico', 'Germany', 'Fiji', 'Samoa', 'Scotland',
          'Wales', 'Turkey', 'Thailand', 'Sri Lanka', 'Japan', 'Norway')
