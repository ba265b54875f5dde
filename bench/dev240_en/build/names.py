"""Invented name pools for dev240_en (author 240). Lists only; no randomness here."""

_RAW = {
    "anglo": (
        "James John Robert Michael William David Richard Thomas Charles Daniel Matthew Anthony Mark "
        "Steven Paul Andrew Kenneth Joshua Kevin Brian George Timothy Ronald Edward Jason Jeffrey Gary "
        "Ryan Nicholas Eric Stephen Jonathan Larry Scott Frank Raymond Gregory Samuel Patrick Dennis "
        "Jerry Harold Douglas Peter Henry Carl Arthur Roger Keith Wayne Alan Graham Nigel Trevor Clive "
        "Derek Colin Malcolm Barry Leslie Stanley Howard Russell Dale Vernon Earl Clifford Glen Neville",
        "Mary Patricia Jennifer Linda Elizabeth Barbara Susan Jessica Sarah Karen Nancy Lisa Betty "
        "Margaret Sandra Ashley Dorothy Kimberly Emily Donna Michelle Carol Amanda Melissa Deborah "
        "Stephanie Rebecca Sharon Laura Cynthia Kathleen Amy Shirley Angela Helen Anna Brenda Pamela "
        "Nicole Emma Samantha Katherine Christine Debra Rachel Carolyn Janet Catherine Heather Diane "
        "Ruth Julie Joyce Gloria Evelyn Jean Cheryl Mildred Doreen Pauline Maureen Gillian Hazel Beryl "
        "Valerie Wendy Lorraine Shelley Tammy Rhonda Edna Muriel",
        "Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Moore Martin Thompson "
        "White Harris Clark Lewis Robinson Walker Young Allen Wright Green Baker Adams Nelson Hill "
        "Mitchell Roberts Carter Phillips Evans Turner Parker Collins Edwards Stewart Morris Rogers Reed "
        "Cook Morgan Bell Cooper Richardson Cox Ward Peterson Gray Watson Bennett Wood Barnes Ross "
        "Henderson Jenkins Perry Patterson Hughes Butler Simmons Foster Russell Griffin Hayes Myers "
        "Hamilton Sullivan Wallace Cole Owens Reynolds Fisher Ellis Harrison Gibson Marshall Wells Webb "
        "Tucker Porter Hunter Hicks Crawford Boyd Mason Warren Dixon Burns Gordon Shaw Holmes Rice Hunt "
        "Daniels Palmer Mills Knight Ferguson Stone Hawkins Dunn Perkins Hudson Spencer Stephens Pearce "
        "Whitworth Ashdown Pickering Thornton Bramley Ainsworth Fairbairn Kettering Lockwood Oakley "
        "Radcliffe Sutcliffe Tennant Wainwright Yardley Blackwood Cartwright Dobson Farley Gosling "
        "Hargreaves Ingram Jessop Kirkby Lister Metcalfe Northcott Ormerod Pilling Quarmby Rowntree "
        "Swales Tattersall Underwood Varley Whitaker Attwood Birtwistle Crossley Drinkwater Entwistle",
    ),
    "celtic": (
        "Sean Ciaran Declan Eoin Padraig Cormac Niall Fergus Angus Hamish Callum Euan Gareth Rhys "
        "Dafydd Gwilym Owain Emlyn Aled Ruaridh Seamus Dermot",
        "Siobhan Aoife Niamh Roisin Grainne Orla Deirdre Sinead Morag Eilidh Catriona Isla Bethan Cerys "
        "Rhiannon Gwen Ffion Eluned Mairead Brid Nuala",
        "O'Brien O'Connor Murphy Kelly Byrne Ryan O'Sullivan Walsh McCarthy Gallagher Doherty Kennedy "
        "Lynch Quinn McLaughlin Brennan Fitzgerald Nolan Donnelly Keane MacLeod MacDonald Fraser "
        "McKenzie Robertson Sinclair Munro Buchanan Drummond Cameron Lamont Llewellyn Pritchard Bowen "
        "Griffiths Vaughan Prosser Rees Meredith Howells Gwynne Tudor Cadwallader O'Rourke Mulcahy",
    ),
    "southasian": (
        "Rajesh Sanjay Anil Vikram Arjun Rahul Suresh Ramesh Deepak Manoj Imran Asif Tariq Faisal "
        "Bilal Harpreet Gurpreet Jaswinder Kuldeep Ravi Pranav Nikhil Amit Naveen Prakash Mohammed "
        "Yusuf Shahid Abdul Kamal Vinod Dinesh Jagdish Ashok Mahesh Sunil Praveen Kishore Devan",
        "Priya Anjali Sunita Meena Kavita Pooja Neha Lakshmi Shanthi Deepa Fatima Ayesha Nasreen "
        "Shabana Rukhsana Harjit Manjit Parminder Kiran Asha Rekha Savitri Padma Usha Nirmala Geeta "
        "Farzana Rubina Sadia Zainab Hema Jaya Radha Kamala Vasanthi",
        "Patel Shah Sharma Singh Kumar Gupta Mehta Desai Joshi Iyer Nair Reddy Rao Pillay Naidoo "
        "Govender Moodley Chetty Padayachee Khan Ahmed Hussain Qureshi Malik Chaudhry Butt Iqbal "
        "Siddiqui Sandhu Gill Dhillon Bains Grewal Chopra Kapoor Bhatt Trivedi Banerjee Chatterjee "
        "Mukherjee Das Bose Menon Pillai Krishnan Subramaniam Naicker Maharaj Ramlall Sewpersad "
        "Rajcoomar Bhana Moonsamy Perumal",
    ),
    "eastasian": (
        "Wei Jun Hao Ming Jian Tao Kenji Hiroshi Takeshi Min-jun Ji-ho Seung-hoon Duc Minh Tuan Quang "
        "Huy Bao Rodel Jomar Ramil Danilo Zhiwei Kai",
        "Mei Ling Xiu Yan Hui Fang Jing Yuko Keiko Aiko Ji-woo Seo-yeon Min-ji Lan Thu Hoa Linh Mai "
        "Ngoc Maricel Rowena Jocelyn Analyn Marites Xiaoling",
        "Wang Zhang Liu Chen Yang Huang Zhao Wu Zhou Xu Sun Lin Tan Lim Ng Wong Chan Leung Lau Cheung "
        "Ho Tanaka Suzuki Sato Yamamoto Nakamura Kim Park Choi Jung Kang Nguyen Tran Le Pham Hoang Vu "
        "Dang Bui Santos Reyes Bautista Villanueva Aquino Manalo Dela Cruz Macaraeg",
    ),
    "zasa": (
        "Sipho Thabo Themba Bongani Mandla Sibusiso Jabulani Lwazi Sizwe Mthunzi Vusi Lungile "
        "Nkosinathi Xolani Siyabonga Andile Luvuyo Lunga Mzwandile Khaya Tumelo Kagiso Lesego Tshepo "
        "Teboho Katlego Mpho Neo Karabo Lebogang Kabelo Thato Ofentse Mojalefa Sello Bheki Musa Zola "
        "Zweli Mxolisi Sandile Phumlani",
        "Nomvula Thandiwe Nokuthula Zanele Lindiwe Busisiwe Nonhlanhla Ntombi Sibongile Zodwa Nandi "
        "Ayanda Nolwazi Nosipho Zintle Nomsa Lerato Palesa Dineo Refilwe Boitumelo Kgomotso Naledi "
        "Masego Tebogo Keneilwe Nthabiseng Puleng Dikeledi Mamello Lindelwa Thembeka Xoliswa Unathi "
        "Noluthando Gugu Phindile",
        "Dlamini Nkosi Ndlovu Khumalo Mkhize Ngcobo Mthembu Buthelezi Shabalala Cele Mahlangu Sithole "
        "Mabaso Zungu Gumede Ntuli Hlongwane Majola Mokoena Molefe Mofokeng Nkabinde Radebe Tshabalala "
        "Motaung Sibiya Xaba Mazibuko Maseko Mbatha Nxumalo Ngubane Msimang Mabuza Magagula Mathebula "
        "Baloyi Maluleke Chauke Mnisi Ngwenya Moloi Letsoalo Mashaba Modise Sebola Phiri Matlala "
        "Masilela Makhubela Dube Mahlaba Gxowa Mgqibela Qwabe Ntshangase Mqadi Sobekwa Sokhela Jali "
        "Mtshali Nqayi Ndamase Mpofu Zwane Hadebe Biyela Mlambo",
    ),
    "afrikaans": (
        "Johannes Pieter Jacobus Hendrik Gerhard Willem Francois Andries Stefan Riaan Deon Johan "
        "Christo Jaco Hennie Frikkie Gert Marius Wynand Barend Danie Louwrens Ferdi Charl",
        "Anneke Marietjie Elmarie Hester Susanna Johanna Lettie Riana Annelie Mariska Ilse Liezl "
        "Sonja Elsabe Karin Chantel Magda Retha Wilna Tanya Marlene Lizelle Bettie Rina",
        "van der Merwe|Botha|Pretorius|Nel|du Plessis|van Wyk|Venter|Fourie|Coetzee|Swanepoel|Erasmus|"
        "Steyn|Kruger|Joubert|Visser|Smit|Meyer|Oosthuizen|le Roux|Engelbrecht|Potgieter|Bezuidenhout|"
        "Marais|Louw|Vermeulen|Badenhorst|Viljoen|Cronje|Rossouw|Human|Olivier|Grobler|Snyman|Lombard|"
        "Kotze|Strydom|Terblanche|de Villiers|de Klerk|Booysen|Hendricks|Isaacs|Petersen|Abrahams|"
        "Jacobs|Januarie|Februarie|Daniels|Arendse|Fortuin",
    ),
    "hispanic": (
        "José Juan Carlos Luis Miguel Jorge Pedro Manuel Francisco Ricardo Alejandro Fernando Roberto "
        "Eduardo Rafael Javier Sergio Héctor Raúl Ramón Arturo Guillermo Ernesto Alfredo Salvador "
        "Rogelio Efraín Jesús Octavio Gilberto",
        "María Guadalupe Rosa Carmen Lucía Elena Sofía Isabel Teresa Yolanda Graciela Leticia "
        "Verónica Alejandra Marisol Esperanza Dolores Beatriz Adriana Claudia Silvia Norma Josefina "
        "Consuelo Rocío Araceli Maribel Xochitl",
        "García Rodríguez Martínez Hernández López González Pérez Sánchez Ramírez Torres Flores Rivera "
        "Gómez Díaz Morales Cruz Ortiz Gutiérrez Chávez Ramos Ruiz Álvarez Mendoza Castillo Jiménez "
        "Moreno Romero Herrera Medina Aguilar Vargas Guzmán Salazar Delgado Vásquez Castro Estrada "
        "Contreras Figueroa Espinoza Navarro Cervantes Ibarra Zamora Villarreal Orozco Robles Trujillo "
        "Quintero Pacheco Ochoa Sandoval Núñez Peña Ibáñez Montoya Saucedo",
    ),
    "lusophone": (
        "João Paulo António Rui Nuno Tiago Duarte Sérgio Vítor Hélder Armando Agostinho Joaquim",
        "Fernanda Inês Mariana Filipa Joana Sónia Graça Conceição Fátima Lurdes Rosário Albertina",
        "Silva Santos Ferreira Pereira Oliveira Costa Martins Sousa Fernandes Gonçalves Gomes Lopes "
        "Marques Alves Almeida Ribeiro Pinto Carvalho Teixeira Moreira Correia Mendes Nunes Soares "
        "Vieira Monteiro Cardoso Rocha Neves Coelho Cunha Pires Reis Simões Antunes Matos Fonseca "
        "Machado Araújo Freitas Baptista Quintal Gouveia",
    ),
    "westafrican": (
        "Oluwaseun Adebayo Chukwuemeka Obinna Chinedu Tunde Babajide Olumide Kunle Ifeanyi Kwame Kofi "
        "Kwabena Yaw Kojo Ebuka Nnamdi Segun Femi Abiodun Uche Ikenna Tobi Dapo",
        "Adaeze Chioma Ngozi Funmilayo Folake Yetunde Abimbola Nneka Ifeoma Amaka Akosua Ama Abena "
        "Efua Afua Yewande Titilayo Bukola Chidinma Temitope Oluwakemi Ronke",
        "Adeyemi Okafor Okonkwo Eze Nwosu Ogunleye Balogun Olawale Afolabi Oyelaran Nwachukwu Obi "
        "Uzoma Chukwu Ibekwe Mensah Asante Owusu Boateng Appiah Osei Agyeman Darko Ofori Adjei "
        "Ogundipe Akinola Oladipo Babatunde Onyekachi Ezeh Anyanwu Okeke Nnadi Akande Oyebanji",
    ),
    "mena": (
        "Ahmed Mohamed Omar Khalid Hassan Hussein Ibrahim Mustafa Abdirahman Abdullahi Karim Samir "
        "Nabil Walid Mehmet Emre Murat Hakan Burak Jamal Ismail Idris",
        "Aisha Mariam Leila Noor Huda Yasmin Amira Salma Hodan Faadumo Ubah Sahra Hamdi Ayan Zeynep "
        "Elif Ayse Emine Hatice Rania Dina Samira",
        "Hassan Abdi Farah Warsame Osman Aden Jama Hersi Haddad Khoury Nasser Saleh Mansour Awad "
        "Hamdan Darwish Yilmaz Kaya Demir Sahin Celik Ozturk Arslan Dogan Aydin Kilic Yusuf Egal "
        "Mahamud Barre",
    ),
    "european": (
        "Piotr Tomasz Krzysztof Marek Pawel Andrzej Jakub Grzegorz Dimitrios Giorgos Nikos "
        "Konstantinos Yannis Giuseppe Marco Luca Antonio Francesco Salvatore Klaus Dieter Jürgen "
        "Matthias Lars Henrik Bogdan Vasile Ion Mihai Zoltan",
        "Agnieszka Katarzyna Malgorzata Ewa Magdalena Eleni Sophia Despina Georgia Giulia Francesca "
        "Chiara Ingrid Helga Ursula Birgit Anke Ioana Mirela Zofia Dorota",
        "Kowalski Nowak Wisniewski Wojcik Kaminski Lewandowski Zielinski Szymanski Dabrowski "
        "Kozlowski Papadopoulos Georgiou Nikolaidis Konstantinou Dimitriou Christodoulou Rossi Russo "
        "Ferrari Esposito Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti Schmidt "
        "Schneider Fischer Weber Becker Hoffmann Schulz Koch Richter Lindqvist Johansson Andersson "
        "Popescu Ionescu Constantin Dumitru Novak Horvat Kovac Baranowski Jankowski",
    ),
    "jewish": (
        "Avraham Moshe Yosef Shlomo Eli Menachem Ari Benjamin Isaac Saul Reuben Mordechai Hillel",
        "Miriam Esther Rivka Chana Leah Shoshana Naomi Tova Devorah Ruthie Yael",
        "Cohen Levy Goldberg Rosenberg Friedman Katz Schwartz Weiss Klein Shapiro Greenberg Bernstein "
        "Kaplan Feldman Rosen Stein Horowitz Abramson Lieberman Zuckerman",
    ),
    "afrocarib": (
        "DeShawn Jamal Darnell Tyrone Marcus Andre Terrence Reginald Cedric Lamar Dwayne Jerome "
        "Desmond Winston Delroy Clifton Leroy Errol Marlon Everton Otis Rudolph",
        "Latoya Keisha Tamika Shanice Ebony Aaliyah Jasmine Monique Yvette Tanisha Latisha Imani "
        "Janelle Marcia Beverley Sonia Hyacinth Claudette Paulette Merline Odessa Vernice",
        "Washington Jefferson Jackson Freeman Brooks Bryant Coleman Gaines Mosley Pryor Dawkins "
        "Battle Whitfield Bellamy Cofield Harden Lattimore McNair Toussaint Blackmon Holloway Pinnock "
        "Clarke Campbell Grant Francis Forbes Bailey Reid Gayle Ricketts Barrett Samuels Gooden",
    ),
}


def _split(s):
    if "|" in s:
        return [x.strip() for x in s.split("|") if x.strip()]
    out = []
    for w in s.split():
        out.append(w)
    # rejoin the few two-word surnames written with a space
    joined = []
    i = 0
    while i < len(out):
        if out[i] == "Dela" and i + 1 < len(out):
            joined.append("Dela " + out[i + 1])
            i += 2
            continue
        joined.append(out[i])
        i += 1
    return joined


ORIGINS = {}
for _k in sorted(_RAW):
    _m, _f, _s = _RAW[_k]
    ORIGINS[_k] = (_split(_m), _split(_f), _split(_s))

# weights of origins per country setting (sorted lists of pairs; never a set)
COUNTRY_ORIGINS = {
    "US": [("anglo", 30), ("hispanic", 18), ("afrocarib", 11), ("eastasian", 8), ("southasian", 6),
           ("european", 8), ("celtic", 5), ("westafrican", 4), ("mena", 4), ("jewish", 3), ("lusophone", 2)],
    "UK": [("anglo", 34), ("celtic", 12), ("southasian", 18), ("westafrican", 6), ("afrocarib", 5),
           ("european", 10), ("eastasian", 5), ("mena", 6), ("lusophone", 3), ("jewish", 2)],
    "ZA": [("zasa", 42), ("afrikaans", 20), ("southasian", 12), ("anglo", 10), ("lusophone", 5),
           ("european", 3), ("westafrican", 3), ("celtic", 2), ("mena", 2), ("jewish", 1)],
}

NICK = {
    "Robert": "Bob", "William": "Bill", "Elizabeth": "Liz", "Margaret": "Peggy", "Anthony": "Tony",
    "James": "Jim", "Patricia": "Pat", "Katherine": "Kate", "Edward": "Ted", "Francisco": "Paco",
    "José": "Pepe", "Oluwaseun": "Seun", "Chukwuemeka": "Emeka", "Konstantinos": "Kostas",
    "Johannes": "Hannes", "Jacobus": "Koos", "Nokuthula": "Thuli", "Sibusiso": "Sbu",
    "Bongani": "Bongi", "Thandiwe": "Thandi", "Nkosinathi": "Nathi", "Susanna": "Sannie",
    "Hendrik": "Henk", "Richard": "Rick", "Deborah": "Debbie", "Dorothy": "Dot", "Michael": "Mike",
    "Gregory": "Greg", "Samuel": "Sam", "Abimbola": "Bimbo", "Guadalupe": "Lupe", "Dolores": "Lola",
    "Christopher": "Chris", "Alejandro": "Alex", "Mohammed": "Mo", "Shirley": "Shirl",
    "Lindiwe": "Lindi", "Nomvula": "Vuvu", "Kimberly": "Kim", "Raymond": "Ray", "Timothy": "Tim",
}
