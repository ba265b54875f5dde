"""Value pools for dev124_en. Every PHI value is invented here; only state and
country names are real, and they are used only as states and countries."""

def _s(x):
    return x.split()

# ---------------------------------------------------------------- given names
GIVEN = {
    'anglo': (
        _s('Joy Faith Patience Grace Hope Page Ruby Chloe Emily Hannah Sophie Lucy Megan Abigail Eleanor '
           'Harriet Imogen Rosie Beth Claire Fiona Gemma Holly Jessica Laura Naomi Rachel Sarah Tessa Vicky '
           'Kayla Brooke Madison Taylor Ashley Savannah Shelby Whitney Bonnie Dawn Heather Autumn Summer'),
        _s('Hunter Mason Fields Oliver Harry George Jack Thomas William James Daniel Samuel Joseph Alfie '
           'Archie Callum Connor Declan Ethan Finlay Gareth Liam Nathan Owen Rhys Ryan Toby Wyatt Colton '
           'Tucker Bryce Dwayne Travis Chase Grant Heath Clay Cole Wade Reed Lane Brooks')),
    'aus': (
        _s('Matilda Isla Charlotte Zara Mia Ava Indie Harper Sienna Willow Mackenzie Kirra Tahlia Jacinta '
           'Bree Shannon Kylie Leanne Tegan Chelsea Jade Skye Brianna Amber'),
        _s('Jaxon Cooper Lachlan Bailey Darcy Flynn Hamish Kane Mitchell Riley Brodie Jarrah Koby Lincoln '
           'Beau Dylan Jed Kieran Nate Tyson Blake Zane Jett Rowan')),
    'hisp': (
        _s('Maria Lucia Camila Valentina Ximena Guadalupe Rosa Marisol Yesenia Paola Daniela Araceli'),
        _s('Jose Luis Mateo Santiago Diego Alejandro Javier Emilio Rafael Hector Ramon Julio')),
    'indian_n': (
        _s('Priya Anjali Pooja Neha Sunita Kavita Ritu Shalini Sneha Deepika Ananya Aarti Meenakshi Swati '
           'Nisha Rekha Komal Ishita Tanvi Parul Geeta Manju Sapna Kiran'),
        _s('Rajesh Amit Rahul Sanjay Vikram Arjun Rohit Anil Suresh Manoj Vivek Aditya Nikhil Deepak '
           'Harish Kunal Pankaj Saurabh Yash Gaurav Alok Mohit Tarun Ajay')),
    'indian_s': (
        _s('Lakshmi Divya Revathi Kavya Meera Shobha Padma Sangeetha Anitha Bhavana Jyothi Malini Nandini '
           'Radhika Sowmya Vasanthi Chitra Keerthana Asha Latha'),
        _s('Karthik Srinivas Venkatesh Ramesh Prakash Arun Balaji Ganesh Murali Naveen Praveen Raghav '
           'Sathish Senthil Vijay Anand Dinesh Hari Mahesh Sridhar')),
    'yoruba': (
        _s('Folake Funmilayo Adunni Bisola Titilayo Yetunde Oluwaseyi Temitope Abimbola Omolara Bukola '
           'Morenike Ronke Kehinde Taiwo Adeola Ayomide Fisayo Iyabo Modupe'),
        _s('Adewale Oluwaseun Babatunde Olumide Adebayo Kayode Tunde Femi Segun Gbenga Akin Dare Yinka '
           'Ayodeji Olusegun Tobi Wale Kunle Dapo Bamidele')),
    'igbo': (
        _s('Ngozi Chiamaka Adaeze Chinwe Nneka Ifeoma Uchenna Amaka Obiageli Chidinma Ebere Nkechi Ogechi '
           'Onyinye Ujunwa Chioma Ijeoma Adanna Kelechi Somadina'),
        _s('Chinedu Emeka Obinna Ikenna Chukwuemeka Nnamdi Uche Kenechukwu Chidi Ifeanyi Ebuka Okechukwu '
           'Tochukwu Somto Afam Arinze Chibuike Ugochukwu Nonso Ekene')),
    'hausa': (
        _s('Fatima Hadiza Aisha Zainab Maryam Halima Hauwa Amina Rukayya Bilkisu Hajara Khadija Safiya '
           'Asma\'u Jamila Zuwaira'),
        _s('Musa Aminu Abubakar Yusuf Ibrahim Sani Usman Bashir Garba Lawal Nasiru Shehu Umar Kabiru '
           'Haruna Idris Mustapha Suleiman')),
    'ng_word': (
        _s('Blessing Patience Gift Precious Favour Mercy Peace Comfort Joy Faith Happiness Marvellous '
           'Goodness Princess Esther Deborah'),
        _s('Sunday Godwin Goodluck Emmanuel Samuel Daniel Victor Prince Wisdom Innocent Friday Justice '
           'Lucky Godspower Destiny Favour')),
    'chinese': (
        _s('Mei Xiu Ling Jing Yan Hui Qing Wen'),
        _s('Wei Jun Hao Lei Ming Jian Tao Zhen')),
    'viet': (
        _s('Linh Thao Huong Trang Ngoc Anh Mai Hoa'),
        _s('Minh Duc Khanh Tuan Quang Long Huy Bao')),
    'arabic': (
        _s('Layla Noor Yasmin Salma Rania Huda Mariam Dalia'),
        _s('Omar Khalid Tariq Karim Samir Hassan Ziad Faisal')),
    'polish': (
        _s('Agnieszka Katarzyna Magdalena Zofia Joanna Ewa'),
        _s('Piotr Krzysztof Tomasz Pawel Marek Jakub')),
    'greek_ital': (
        _s('Eleni Sofia Giulia Francesca Despina Chiara Alessia Vasiliki'),
        _s('Nikos Giorgos Marco Luca Stavros Giovanni Dimitri Paolo')),
    'pacific': (
        _s('Aroha Mereana Losana Sina Ana Tui Kahu Moana'),
        _s('Tane Wiremu Sione Viliami Ropata Manaia Tevita Nikau')),
    'somali': (
        _s('Hodan Ayaan Faduma Sahra Hibaq Ubah'),
        _s('Abdirahman Mahad Liban Guled Farah Abdi')),
}

# ---------------------------------------------------------------- surnames
FAMILY = {
    'anglo': _s('Page Fields Mason Hunter Bishop Ward Baker Wood Bell Hill Little King Young Moss Cross Rose '
                'Smith Jones Taylor Brown Walker Wright Thompson Hughes Edwards Green Hall Clarke Turner '
                'Parker Collins Morgan Shaw Holmes Barnes Webb Harding Pearce Whitfield Ashworth Pemberton '
                'Fairclough Holloway Kettering Langley Marsh Ormond Prescott Radley Sumner Thornton '
                'Underwood Vickers Whitlock Yardley Carver Dalton Ellison Foster Gibbs Hargreaves Ingram '
                'Jennings Kemp Lowry McAllister O\'Connor Doherty Flanagan Gallagher Brennan Quinlan'),
    'aus': _s('Mitchell Kelly Ryan Murphy Sullivan Nguyen-Hall Fitzgerald McKenzie Doyle Callaghan Bourke '
              'Dunstan Hogan Keane Lawler Maloney Noonan Quigley Rourke Slattery Tierney Walsh Burgess '
              'Cartwright Donnelly Everett Flinders Gilchrist Hendry Irwin'),
    'hisp': _s('Garcia Hernandez Lopez Martinez Gonzalez Ramirez Torres Flores Rivera Morales Ortiz Castillo '
               'Delgado Vargas Mendoza Aguilar'),
    'indian_n': _s('Sharma Gupta Verma Singh Agarwal Mehta Joshi Kapoor Malhotra Chopra Banerjee Mukherjee '
                   'Chatterjee Das Sinha Mishra Pandey Tiwari Srivastava Saxena Bhatt Desai Patel Shah Trivedi'),
    'indian_s': _s('Iyer Nair Reddy Rao Pillai Menon Krishnan Subramanian Venkataraman Naidu Gowda Hegde '
                   'Shetty Kurian Varghese Raman Sundaram Balasubramanian Narayanan Chandrasekhar Ramachandran'),
    'yoruba': _s('Adeyemi Ogunleye Adebayo Okonjo-Bello Afolabi Ogunbiyi Oyelaran Adeleke Ajayi Bakare '
                 'Oladipo Akinwumi Olatunji Fashola Ogundipe Ilesanmi Omotosho Adekunle Babalola Oyinlola'),
    'igbo': _s('Okafor Okonkwo Eze Nwosu Obi Okeke Nwachukwu Onyeka Chukwu Anyanwu Ibe Okoro Nnadi Ugwu '
               'Ezeh Nwankwo Obiora Onuoha Azubuike Uzor'),
    'hausa': _s('Bello Abubakar Musa Ibrahim Danjuma Garba Yakubu Sani Aliyu Shehu Mohammed Usman Lawal '
                'Tanko Dauda Jibrin Kabir Zubairu'),
    'chinese': _s('Chen Wang Li Zhang Liu Huang Zhao Wu Lim Tan Ng Lau'),
    'viet': _s('Nguyen Tran Le Pham Hoang Vo Dang Bui'),
    'arabic': _s('Haddad Khoury Nasser Saleh Mansour Hamdan Aziz Rahman'),
    'polish': _s('Kowalski Nowak Wisniewska Zielinski Lewandowska Kaminski'),
    'greek_ital': _s('Papadopoulos Georgiou Rossi Romano Esposito Costa Konstantinou Ricci'),
    'pacific': _s('Tuilagi Ngata Parata Fifita Taufa Henare Tapsell Fonua'),
    'somali': _s('Warsame Hassan Jama Osman Ali Yusuf'),
}
# ng_word given names take a Nigerian surname
SURNAME_FOR = {'ng_word': ['yoruba', 'igbo', 'hausa']}

ORIGIN_MIX = {
    'US': [('anglo', 40), ('hisp', 16), ('chinese', 6), ('viet', 5), ('indian_n', 6), ('indian_s', 3),
           ('igbo', 3), ('yoruba', 3), ('arabic', 5), ('polish', 4), ('greek_ital', 4), ('somali', 3),
           ('ng_word', 2)],
    'UK': [('anglo', 44), ('indian_n', 10), ('indian_s', 4), ('yoruba', 6), ('igbo', 5), ('ng_word', 3),
           ('polish', 8), ('chinese', 4), ('arabic', 4), ('somali', 5), ('greek_ital', 3), ('hausa', 2)],
    'AU': [('anglo', 26), ('aus', 24), ('viet', 8), ('chinese', 8), ('greek_ital', 9), ('indian_n', 6),
           ('indian_s', 4), ('pacific', 8), ('arabic', 4), ('hisp', 2), ('igbo', 1)],
    'IN': [('indian_n', 50), ('indian_s', 48), ('anglo', 1), ('arabic', 1)],
    'NG': [('yoruba', 31), ('igbo', 30), ('hausa', 24), ('ng_word', 15)],
}
# staff names are drawn from a slightly wider mix
STAFF_EXTRA = {'US': ['indian_s', 'igbo', 'chinese'], 'UK': ['indian_s', 'igbo', 'greek_ital'],
               'AU': ['indian_n', 'chinese', 'anglo'], 'IN': ['indian_s', 'indian_n'],
               'NG': ['yoruba', 'igbo', 'hausa']}

COUNTRY_NAME = {'US': 'USA', 'UK': 'United Kingdom', 'AU': 'Australia', 'IN': 'India', 'NG': 'Nigeria'}
COUNTRY_ALT = {'US': ['USA', 'United States', 'U.S.A.'], 'UK': ['UK', 'United Kingdom', 'England'],
               'AU': ['Australia'], 'IN': ['India'], 'NG': ['Nigeria']}
OTHER_COUNTRIES = _s('Ghana Pakistan Bangladesh Ireland Philippines Kenya Zimbabwe Poland Somalia Jamaica '
                     'Vietnam China Lebanon Italy Greece Fiji Samoa Tonga Mexico Guatemala Eritrea '
                     'Cameroon Benin Togo Niger Chad Nepal Bhutan Malaysia Singapore Canada Romania '
                     'Portugal Brazil Egypt Sudan Uganda Zambia Malawi')
OTHER_COUNTRIES += ['Sri Lanka', 'South Africa', 'New Zealand', 'Sierra Leone', 'Saudi Arabia',
                    'United Arab Emirates', 'Trinidad and Tobago']

# ---------------------------------------------------------------- states (real)
STATES = {
    'US': [('Ohio', 'OH'), ('Texas', 'TX'), ('Georgia', 'GA'), ('Oregon', 'OR'), ('Michigan', 'MI'),
           ('Illinois', 'IL'), ('Virginia', 'VA'), ('Arizona', 'AZ'), ('Minnesota', 'MN'),
           ('Tennessee', 'TN'), ('Colorado', 'CO'), ('Wisconsin', 'WI'), ('Kentucky', 'KY'),
           ('Maryland', 'MD'), ('New Jersey', 'NJ'), ('North Carolina', 'NC'), ('Iowa', 'IA'),
           ('Nebraska', 'NE'), ('Utah', 'UT'), ('Vermont', 'VT'), ('Idaho', 'ID'), ('Kansas', 'KS')],
    'AU': [('New South Wales', 'NSW'), ('Victoria', 'VIC'), ('Queensland', 'QLD'),
           ('Western Australia', 'WA'), ('South Australia', 'SA'), ('Tasmania', 'TAS'),
           ('Northern Territory', 'NT'), ('Australian Capital Territory', 'ACT')],
    'IN': [('Karnataka', None), ('Kerala', None), ('Tamil Nadu', None), ('Maharashtra', None),
           ('Uttar Pradesh', None), ('West Bengal', None), ('Rajasthan', None), ('Gujarat', None),
           ('Telangana', None), ('Andhra Pradesh', None), ('Madhya Pradesh', None), ('Bihar', None),
           ('Odisha', None), ('Punjab', None), ('Haryana', None), ('Assam', None)],
    'NG': [('Lagos State', None), ('Oyo State', None), ('Ogun State', None), ('Osun State', None),
           ('Ekiti State', None), ('Ondo State', None), ('Enugu State', None), ('Anambra State', None),
           ('Imo State', None), ('Abia State', None), ('Kano State', None), ('Kaduna State', None),
           ('Sokoto State', None), ('Bauchi State', None), ('Rivers State', None), ('Kwara State', None),
           ('Plateau State', None), ('Benue State', None), ('Delta State', None), ('Edo State', None)],
    'UK': [],
}

# ---------------------------------------------------------------- invented places
CITY_A = {
    'US': _s('Maple Cedar Willow Birch Aspen Hickory Sycamore Pine Laurel Juniper Magnolia Cotton Prairie '
             'Harmon Garnet Copper Silver Granite Falcon Heron Osprey Beacon Clover Amber'),
    'UK': _s('Ash Kings Thorn Bramble Wold Fen Hollin Marl Oak Brack Cresting Dun Elm Fox Hart Lark Mere '
             'Rook Stan Tad Wither Yarn Bex Chal'),
    'AU': _s('Wattle Banksia Coolabah Bilby Kurra Warrin Mallee Yarra Bunya Jilla Kalla Dingo Emu '
             'Boronia Tallow Quandong Bottlebrush Currawong Wombat Ironbark'),
    'IN': _s('Sundar Kalyan Shanti Ramu Devi Anand Vijaya Lakshmi Ganga Hari Chandra Surya Kamal Nila '
             'Mohan Padma Indra Tulsi Amrit Ratna'),
    'NG': _s('Ile Oke Umu Ilu Aba Ogo Ojo Iga Ako Ebu Kafa Danja Gida Tudun Unguwa Ifa Oro Ama Nke Obi'),
}
CITY_B = {
    'US': _s('Falls Brook Springs Ridge Crossing Hollow Junction Grove Heights Bend Point Harbor Mills '
             'Valley Creek Flats'),
    'UK': _s('bury mere ford stead ton ley combe wick thorpe ham worth field cester bridge haven moor'),
    'AU': _s('Creek Flat Downs Plains Gully Ridge Point Bay Hill Vale Park Springs'),
    'IN': _s('pur nagar garh abad puram halli palayam wadi ganj kota pet gaon'),
    'NG': _s('soro afo dike ola gbo nike ofa kata wa yi gere mada udu'),
}
UK_COUNTIES = _s('Fenshire Lowmoorshire Westmarsh Hallamshire Brackenshire Northwold Eastmere Greyshire '
                 'Tamworthy Holmeshire')
STREET_A = _s('Elm Larch Rowan Hazel Alder Chestnut Beech Poplar Linden Yew Cherry Orchard Mill Church '
              'Station Victoria Albert Mulberry Jasmine Quarry Fountain Harbour Meadow Kestrel Wren '
              'Lark Sparrow Primrose Bluebell Heather Laurel Ivy Clover Sorrel Teasel Heron')
STREET_B = {
    'US': _s('Street Avenue Road Drive Lane Court Boulevard Place Terrace Way'),
    'UK': _s('Road Street Close Lane Gardens Crescent Grove Mews Avenue Way Terrace'),
    'AU': _s('Street Road Crescent Parade Avenue Court Close Place Drive Esplanade'),
    'IN': _s('Road Main Cross Street Layout Marg'),
    'NG': _s('Street Road Close Crescent Avenue Layout'),
}
NG_STREET_A = _s('Adeyemi Okonkwo Bello Ajayi Nwosu Danjuma Oladipo Eze Abubakar Afolabi Ogundipe Obi '
                 'Aliyu Babalola Okafor Yakubu Unity Freedom Liberty Independence Market Palace Mosque '
                 'Chapel Prison Railway Stadium')
IN_AREA = _s('Shanti Gandhi Nehru Rajaji Vidya Ashok Saraswati Krishna Jaya Basava Indira Netaji Tilak')
IN_AREA_B = _s('Nagar Colony Layout Puram Vihar Enclave Extension')

# ---------------------------------------------------------------- institutions
HOSP_PREFIX = {
    'US': _s('Lakeshore Riverbend Mercywood Northfield Bayside Stonebridge Clearwater Summit Hillcrest '
             'Ridgeview Oakhaven Brightwater Fairmont Pinecrest Westbrook Eastgate Valleyview Crescent'),
    'UK': _s('Ashbury Kingsmere Thornfield Marlbrook Foxley Hartwell Larkhill Merewood Rookley Dunmoor '
             'Elmstead Brackley Hollinbridge Stanworth'),
    'AU': _s('Wattle Banksia Coolabah Mallee Yarrawood Bunya Boronia Ironbark Currawong Tallowood '
             'Jacaranda Kurrajong Grevillea Waratah'),
    'IN': _s('Sri Lakshmi Shanti Sanjeevani Arogya Surya Chandra Amrit Sunrise Lotus Kaveri Narmada '
             'Tulsi Vatsalya Janani Matrika Kalyan'),
    'NG': _s('Ilesoro Okeafo Umudike Ogogbo Danjamada Ifaola Obinike Akowa Ebuyi Kafagere Irewole '
             'Oluwatoyin Ibeku Gidan'),
}
HOSP_SUFFIX = {
    'US': ["General Hospital", "Medical Center", "Women's Hospital", "Children's Hospital",
           "Regional Medical Center", "Community Hospital", "Birth Center", "Surgical Center"],
    'UK': ["General Hospital", "Royal Infirmary", "Maternity Hospital", "Children's Hospital",
           "District General Hospital", "Community Hospital", "Surgery", "Medical Practice", "Health Centre"],
    'AU': ["Base Hospital", "Private Hospital", "Women's Hospital", "Children's Hospital",
           "District Hospital", "Health Service", "Medical Centre", "Day Surgery"],
    'IN': ["Nursing Home", "Multispeciality Hospital", "Maternity Home", "Children's Hospital",
           "Institute of Medical Sciences", "Medical College Hospital", "Hospital", "Clinic"],
    'NG': ["Teaching Hospital", "Federal Medical Centre", "General Hospital", "Specialist Hospital",
           "Maternity Centre", "Primary Health Centre", "Mission Hospital", "Children's Clinic"],
}
SAINTS = _s("St. St St.") 
SAINT_NAMES = _s("Aidan's Brigid's Columba's Luke's Monica's Hilda's Barnabas's Agnes's Jude's Gabriel's "
                 "Anne's Catherine's Louis's Vincent's")
WARD_NAMES = _s('Rainbow Kingfisher Puffin Kookaburra Lotus Jasmine Acacia Robin Starling Dolphin Seahorse '
                'Nightingale Florence Butterfly Ladybird Sunflower Tulip Orchid Magpie Lorikeet Wren '
                'Bluebird Marigold Peony Lyrebird Platypus Hibiscus Palm Ixora')
WARD_SUFFIX = ['Ward', 'Unit', 'Suite', 'Birth Suite', 'Neonatal Unit', 'Day Unit', 'Theatre Suite']

EMPLOYERS = ["Kestrel Logistics", "Bluewater Freight", "Harmon & Pike Accountants", "Sunnyfield Dairies",
             "Copperline Mining", "Ridgeway Builders", "Meadowbank Foods", "Northstar Call Centre",
             "Lotus Textiles", "Surya Software Services", "Okeafo Cement Works", "Ilesoro Microfinance Bank",
             "Danjuma Transport Ltd", "Greenleaf Pharmacy Chain", "Tallowood Council", "Brightwater Schools Trust",
             "Emu Plains Abattoir", "Ironbark Security", "Kaveri Motors", "Ganga Steel Works",
             "Westbrook Distribution Center", "Falcon Aviation Services", "Marlbrook Care Agency",
             "Prairie Wind Insurance Agency", "Umudike Agro Allied", "Akowa Oil Services",
             "Jilla Shire Council", "Pemberton Hotels", "Ashworth Bakery", "Summit Ridge Construction"]
SCHOOLS = ["Greenfield Primary School", "Wattle Creek Public School", "Kingsmere Academy",
           "Little Acorns Nursery", "Sunrise Montessori", "Shanti Vidya Mandir", "Redeemer's Nursery and Primary School",
           "Hillcrest Elementary", "Foxley Infant School", "Bunya State School", "Holy Trinity Primary",
           "Okeafo Model Nursery School", "Bright Stars Day Care", "Kalyan Public School",
           "Stonebridge Middle School", "Merewood Pre-school", "Ifaola Community Primary School"]
CHURCHES = ["Redeemed Grace Chapel", "Living Faith Assembly", "St. Jude's Parish", "Hope Baptist Church",
            "Kingsway Tabernacle", "Central Mosque Ilesoro", "Sacred Heart Parish", "New Covenant Church"]
INSURERS = {
    'US': ["Prairie Shield Health", "Beacon Mutual Health Plan", "Harborline Medicaid HMO",
           "Summit Care Alliance", "Cottonwood BlueCare"],
    'UK': ["Ashcroft Private Health", "Meridian Medical Insurance", "Kingsmere Health Cover"],
    'AU': ["Bluegum Health Fund", "Southern Cross Members Fund", "Coastline Health Mutual", "Waratah Health"],
    'IN': ["Arogya Suraksha Insurance", "Surya Mediclaim", "Kaveri Health TPA", "Janani Health Assurance"],
    'NG': ["Ilesoro HMO", "Unity Health Maintenance Ltd", "Okeafo Care HMO", "Danjuma Health Partners"],
}
PROFESSIONS = _s('teacher nurse welder farmer trader tailor accountant electrician carpenter mechanic '
                 'hairdresser cleaner driver banker pharmacist engineer plumber cashier chef barista '
                 'receptionist lawyer journalist librarian firefighter soldier fisherman shopkeeper '
                 'bricklayer seamstress midwife dentist clerk secretary programmer architect labourer '
                 'miner painter security-guard baker butcher florist caterer lecturer surveyor')
PROFESSIONS += ['police officer', 'bus driver', 'taxi driver', 'civil servant', 'software developer',
                'shop assistant', 'care worker', 'primary school teacher', 'market trader', 'okada rider',
                'university lecturer', 'call centre agent', 'truck driver', 'textile worker', 'social worker',
                'retail manager', 'IT consultant', 'kindergarten teacher', 'dental nurse', 'warehouse operative',
                'farm labourer', 'bank clerk', 'auto rickshaw driver', 'tea seller', 'fashion designer']
HOLIDAYS = {'US': ['Thanksgiving', 'Christmas', 'Fourth of July', 'Labor Day', 'Easter'],
            'UK': ['Christmas', 'Boxing Day', 'Easter', 'Bonfire Night', 'New Year\'s Day'],
            'AU': ['Christmas', 'Australia Day', 'Anzac Day', 'Easter', 'Boxing Day'],
            'IN': ['Diwali', 'Holi', 'Pongal', 'Onam', 'Eid', 'Christmas'],
            'NG': ['Christmas', 'Eid', 'Sallah', 'Easter', 'New Year\'s Day']}
CREDS = {
    'US': {'doc': ['MD', 'DO', 'MD, FACOG', 'MD, FACS', 'MD, FAAP'], 'nurse': ['RN', 'RN, BSN', 'CNM', 'CRNA', 'LPN']},
    'UK': {'doc': ['MBBS', 'MRCOG', 'FRCS', 'FRCA', 'MRCPCH', 'MB ChB'], 'nurse': ['RN', 'RM', 'RGN', 'ODP']},
    'AU': {'doc': ['MBBS', 'FRANZCOG', 'FRACS', 'FANZCA', 'FRACP'], 'nurse': ['RN', 'RM', 'CNC', 'EN']},
    'IN': {'doc': ['MBBS, MS', 'MBBS, DGO', 'MD (Anaes)', 'MD (Paed)', 'MS (OBG)', 'DNB'], 'nurse': ['GNM', 'BSc Nursing', 'ANM']},
    'NG': {'doc': ['MBBS', 'FWACS', 'FMCOG', 'FWACP', 'FMCA', 'MBBCh'], 'nurse': ['RN', 'RM', 'RN/RM']},
}
