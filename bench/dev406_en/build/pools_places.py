"""Place, organisation and occupation pools (dev406_en).

Every care-site and organisation name is assembled from invented stems.
"""
from core import pick, chance

STREET_STEM = [
    'Rowan', 'Mill', 'Elm', 'Station', 'Church', 'Victoria', 'Albert', 'Oak', 'Birch',
    'Chestnut', 'Hawthorn', 'Larch', 'Willow', 'Meadow', 'Orchard', 'Foundry', 'Quarry',
    'Tannery', 'Kiln', 'Cooper', 'Fletcher', 'Barrow', 'Lindley', 'Ashby', 'Carrick',
    'Harrow', 'Kingfisher', 'Heron', 'Lark', 'Wren', 'Bracken', 'Heather', 'Clover',
    'Primrose', 'Cedar', 'Magnolia', 'Jacaranda', 'Wattle', 'Banksia', 'Kowhai',
    'Totara', 'Rimu', 'Pohutukawa', 'Maple', 'Spruce', 'Sycamore', 'Hickory', 'Juniper',
    'Lakeview', 'Ridgeway', 'Hillcrest', 'Seaview', 'Riverside', 'Parkside', 'Fairview',
    'Greenhill', 'Brookfield', 'Northcote', 'Eastwood', 'Westgate', 'Southbank',
    'Lincoln', 'Jefferson', 'Franklin', 'Washington', 'Madison', 'Pioneer', 'Prospect',
    'Canal', 'Wharf', 'Bridge', 'Market', 'Castle', 'Abbey', 'Chapel', 'Forge',
    'Glen', 'Bayview', 'Tui', 'Kauri', 'Dunmore', 'Shannon', 'Liffey', 'Slaney',
]
STREET_SUFFIX = {
    'GB': ['Road', 'Close', 'Avenue', 'Lane', 'Crescent', 'Drive', 'Gardens', 'Way',
           'Terrace', 'Street', 'Grove', 'Mews', 'Court'],
    'US': ['Street', 'Avenue', 'Drive', 'Court', 'Boulevard', 'Lane', 'Way', 'Place',
           'Road', 'St', 'Ave', 'Dr', 'Blvd', 'Ct'],
    'CA': ['Street', 'Avenue', 'Drive', 'Crescent', 'Road', 'Boulevard', 'Court',
           'Way', 'St', 'Ave', 'Cres'],
    'AU': ['Street', 'Road', 'Parade', 'Crescent', 'Place', 'Court', 'Avenue', 'Drive',
           'St', 'Rd', 'Pde', 'Cres'],
    'NZ': ['Road', 'Street', 'Terrace', 'Crescent', 'Avenue', 'Place', 'Drive', 'Rd',
           'St'],
    'IE': ['Road', 'Park', 'Avenue', 'Lawns', 'Grove', 'Heights', 'Drive', 'Close',
           'Street', 'Court', 'View'],
}

ORG_STEM = [
    'Ashcombe', 'Holmbridge', 'Kingsmere', 'Harrowfield', 'Brackenridge', 'Millbrook',
    'Fernlea', 'Oakhurst', 'Thornleigh', 'Wyndham', 'Calderbank', 'Riverbend',
    'Stonebridge', 'Larkhill', 'Elmstead', 'Greywell', 'Copperfield', 'Redcliffe',
    'Marlowe', 'Bellbrook', 'Hawksmoor', 'Glenvale', 'Eastmere', 'Westholme',
    'Northwood', 'Silverdale', 'Foxley', 'Amberley', 'Kestrel', 'Lindenfield',
    'Whitebrook', 'Tallowood', 'Karrawong', 'Ironbark', 'Waratah', 'Kahurangi',
    'Ngaio', 'Matariki', 'Aoraki', 'Pine Ridge', 'Cedar Falls', 'Maple Grove',
    'Prairie View', 'Blue Heron', 'Granite Bay', 'Clearwater', 'Cloverdale',
    'Knockmore', 'Ballyglass', 'Drumlin', 'Lisheen', 'Carraig', 'Ardmore Vale',
    'Gorseway', 'Heathfield', 'Bramblewood', 'Sandford', 'Mossgiel', 'Rosemount',
]
SAINTS = ['Brigid', 'Columba', 'Aidan', 'Hilda', 'Luke', 'Vincent', 'Anne', 'Jude',
          'Cuthbert', 'Finbarr', 'Monica', 'Raphael', 'Bernadette', 'Kilian']

SERVICE_PAT = {
    'GB': ['{s} Wheelchair Service', '{s} Posture and Mobility Service',
           '{s} Disablement Services Centre', '{s} Wheelchair and Seating Centre',
           '{s} Specialist Seating Service'],
    'US': ['{s} Seating and Mobility Clinic', '{s} Rehabilitation Hospital',
           '{s} Assistive Technology Center', '{s} Wheelchair Clinic'],
    'CA': ['{s} Seating and Mobility Program', '{s} Rehabilitation Centre',
           '{s} Seating Clinic', '{s} Assistive Technology Clinic'],
    'AU': ['{s} Seating and Wheeled Mobility Clinic', '{s} Rehabilitation Centre',
           '{s} Assistive Technology Service', '{s} Spinal Outreach Service'],
    'NZ': ['{s} Seating and Mobility Service', '{s} Wheelchair Clinic',
           '{s} Rehabilitation Centre', '{s} Regional Seating Service'],
    'IE': ['{s} Seating Clinic', '{s} Community Wheelchair Service',
           '{s} Rehabilitation Unit', '{s} Primary Care Centre'],
}
HOSP_PAT = {
    'GB': ['{s} General Hospital', '{s} Community Hospital', "St {a}'s Hospital",
           '{s} Royal Infirmary', '{s} Spinal Injuries Centre'],
    'US': ['{s} Medical Center', '{s} Memorial Hospital', "St. {a}'s Hospital",
           '{s} Regional Medical Center'],
    'CA': ['{s} General Hospital', '{s} Health Centre', "St. {a}'s Hospital",
           '{s} Regional Hospital'],
    'AU': ['{s} Hospital', '{s} Base Hospital', "St {a}'s Hospital",
           '{s} Private Hospital'],
    'NZ': ['{s} Hospital', '{s} Base Hospital', '{s} Rehabilitation Hospital'],
    'IE': ['{s} University Hospital', "St {a}'s Hospital", '{s} General Hospital',
           '{s} Community Nursing Unit'],
}
GP_PAT = {
    'GB': ['{s} Surgery', '{s} Medical Centre', '{s} Health Centre', '{s} Medical Practice'],
    'US': ['{s} Family Medicine', '{s} Primary Care', '{s} Medical Group'],
    'CA': ['{s} Family Health Team', '{s} Medical Clinic', '{s} Family Practice'],
    'AU': ['{s} Medical Centre', '{s} Family Practice', '{s} General Practice'],
    'NZ': ['{s} Medical Centre', '{s} Health', '{s} Family Doctors'],
    'IE': ['{s} Medical Centre', '{s} Family Practice', '{s} Surgery'],
}
WARD = ['Rowan Ward', 'Willow Ward', 'Kingfisher Ward', 'Heron Ward', 'Beech Ward',
        'Larch Ward', 'Jade Ward', 'Harbour Ward', 'Ocean Ward', 'Kowhai Ward']
CARE_HOME = ['{s} Care Home', '{s} Lodge Nursing Home', '{s} House', '{s} Aged Care',
             '{s} Residential Care']
SUPPLIER = ['{s} Mobility Ltd', '{s} Rehab Supply LLC', '{s} Seating Solutions',
            '{s} Assistive Technology', '{s} Healthcare Equipment', '{s} Mobility Repairs',
            '{s} Medical Supplies', '{s} Wheelchair Engineering']
CHARITY = ['{s} Mobility Trust', '{s} Foundation', '{s} Disability Fund',
           '{s} Benevolent Society', '{s} Rotary Club', '{s} Community Trust']
TRANSPORT = ['{s} Community Transport', '{s} Accessible Taxis', '{s} Vehicle Conversions',
             '{s} Patient Transport', '{s} Access Vans']
EMPLOYER = [
    '{s} Precision Castings', '{s} Freight', '{s} Logistics', '{s} Print Works',
    '{s} Co-operative Dairy', '{s} Building Supplies', '{s} Borough Council',
    '{s} Bakery', '{s} Engineering', '{s} Timber Yard', '{s} Motors', '{s} Garden Centre',
    '{s} Bus Company', '{s} Credit Union', '{s} Packaging', '{s} Hotel',
]
SCHOOL = {
    'GB': ['{s} Primary School', '{s} Academy', '{s} Special School', '{s} High School',
           "St {a}'s C of E Primary"],
    'US': ['{s} Elementary School', '{s} Middle School', '{s} High School', '{s} Unified School District'],
    'CA': ['{s} Public School', '{s} Secondary School', "St. {a}'s Catholic School", '{s} Elementary'],
    'AU': ['{s} Primary School', '{s} State School', '{s} Specialist School', '{s} Secondary College'],
    'NZ': ['{s} School', '{s} Intermediate', '{s} College', '{s} Primary'],
    'IE': ["St {a}'s National School", '{s} National School', '{s} Community School', '{s} Special School'],
}

PROFESSION = [
    'bus driver', 'lorry driver', 'truck driver', 'forklift driver', 'taxi driver',
    'nurse', 'teacher', 'plumber', 'electrician', 'carpenter', 'welder', 'accountant',
    'solicitor', 'lawyer', 'software developer', 'civil engineer', 'warehouse operative',
    'chef', 'hairdresser', 'shop assistant', 'farmer', 'shearer', 'miner',
    'police officer', 'firefighter', 'postman', 'mail carrier', 'care worker', 'cleaner',
    'bricklayer', 'secretary', 'librarian', 'pharmacist', 'physiotherapist',
    'dental nurse', 'bank clerk', 'machinist', 'roofer', 'landscape gardener',
    'mechanic', 'stonemason', 'journalist', 'baker', 'butcher', 'joiner',
    'dairy farmer', 'fisherman', 'van driver', 'kitchen porter', 'school caretaker',
    'graphic designer', 'retail manager', 'paramedic', 'builder', 'tiler',
]

BIRTH_COUNTRY = ['Poland', 'India', 'Pakistan', 'Bangladesh', 'Nigeria', 'Ghana', 'Jamaica',
                 'Philippines', 'Vietnam', 'China', 'South Korea', 'Somalia', 'Italy', 'Greece',
                 'Portugal', 'Samoa', 'Tonga', 'Fiji', 'Lebanon', 'Iraq', 'Romania', 'Ukraine',
                 'Mexico', 'Kenya', 'Zimbabwe', 'South Africa', 'Sri Lanka', 'Malaysia', 'Germany',
                 'Netherlands', 'Chile', 'Ireland', 'New Zealand', 'Scotland', 'Canada', 'Australia',
                 'El Salvador', 'Eritrea', 'Syria', 'Afghanistan', 'Brazil', 'Turkey']

BUILDING = ['Carrick House', 'Harbour View Court', 'Lindley Tower', 'Mill Wharf',
            'Foundry Court', 'Kestrel House', 'The Maltings', 'Orchard Mews',
            'Seaview Apartments', 'Clocktower Flats', 'Riverside Plaza', 'Pioneer Lofts']
LANDMARK = ['the Riverside Shopping Centre', 'Millbrook Leisure Centre', 'the Corn Exchange',
            'Greywell Park', 'the Civic Arcade', 'Kingsmere Library', 'the Fox and Hounds',
            'Harbour Mall', 'Larkhill Recreation Ground', 'the Old Town Hall']


def stem(rng):
    return pick(rng, ORG_STEM)


def org(rng, pats):
    pat = pick(rng, pats)
    return pat.replace('{s}', stem(rng)).replace('{a}', pick(rng, SAINTS))


def street(rng, cc):
    num = str(rng.randint(1, 240))
    name = pick(rng, STREET_STEM) + ' ' + pick(rng, STREET_SUFFIX[cc])
    r = rng.random()
    if cc == 'AU' and r < 0.25:
        return 'Unit %d/%s %s' % (rng.randint(1, 12), num, name)
    if cc == 'GB' and r < 0.2:
        return 'Flat %d, %s %s' % (rng.randint(1, 30), num, name)
    if cc in ('US', 'CA') and r < 0.25:
        return '%s %s, %s %s' % (num, name, pick(rng, ['Apt', 'Unit', 'Suite']),
                                 str(rng.randint(1, 40)) + pick(rng, ['', 'A', 'B', 'C']))
    if cc == 'IE' and r < 0.15:
        return '%s %s' % (rng.randint(1, 80), pick(rng, STREET_STEM) + ' ' + 'Park')
    if cc == 'NZ' and r < 0.15:
        return '%s/%s %s' % (rng.randint(1, 9), num, name)
    return '%s %s' % (num, name)


def profession(rng):
    return pick(rng, PROFESSION)


def landmark(rng):
    s = pick(rng, LANDMARK)
    if s.startswith('the '):
        return 'the ', s[4:]
    return '', s


def maybe(rng, p, x, alt=''):
    return x if chance(rng, p) else alt
