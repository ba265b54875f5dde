"""Invented person-name pools by origin, and per-country origin mixes.

Lists were written for this set (no library name lists).  A person draws a
given name and a surname from one origin most of the time and mixes origins
otherwise, as real populations do.
"""

_RAW = {
    "english": (
        """Margaret Dorothy Patricia Linda Barbara Sandra Deborah Karen Janet
        Gillian Pauline Maureen Brenda Jean Sheila Joan Hazel Doreen Marjorie
        Evelyn Gladys Olive Winifred Chloe Jessica Emily Hannah Megan Sophie
        Olivia Charlotte Amelia Ruby Harriet Imogen Chantelle Jodie Kerry
        Leanne Tracey Beverley Claire Nicola Joanne Michelle Wendy Yvonne
        Heather Tanya Philippa Rosalind Henrietta Eleanor Lorraine Julie Denise
        Carol Valerie Jacqueline Gail Lynne Sharon Dawn Abigail Poppy Daisy""",
        """James William George Harold Arthur Kenneth Derek Trevor Graham Colin
        Malcolm Barry Keith Neil Robert Michael David Richard Thomas Charles
        Daniel Matthew Anthony Mark Steven Paul Andrew Kevin Brian Gary Wayne
        Dean Lee Craig Stuart Owen Liam Noah Ethan Jack Oscar Alfie Clifford
        Leonard Herbert Reginald Stanley Vernon Roger Geoffrey Nigel Clive
        Terence Dennis Raymond Philip Martin Simon Adrian Jason Ryan Harry""",
        """Ashworth Barraclough Pemberton Hartley Holroyd Sutcliffe Lockwood
        Thwaite Whitlock Crossley Entwistle Haworth Greenhalgh Ormerod
        Postlethwaite Kettlewell Nuttall Birtwistle Cartwright Fletcher
        Thackeray Winterbottom Kershaw Ackroyd Bentley Marsden Dobson Hepworth
        Rowntree Blenkinsop Featherstone Mayhew Fenwick Heseltine Harrower
        Wardle Sowerby Ridley Cheetham Heald Pickup Duckworth Gledhill Stott
        Penhaligon Trelawney Tregothnan Abbott Bramhall Cudworth Dewhurst
        Eastwood Farrington Garside Higginbottom Illingworth Jowett Lumb
        Moorhouse Oldroyd Pilling Royle Scarth Tattersall Uttley Wadsworth"""),
    "scottish": (
        """Morag Eilidh Catriona Kirsty Fiona Lorna Shona Isla Ailsa Elspeth
        Mhairi Iona Agnes Jessie Rhona Euphemia Marion Effie""",
        """Iain Hamish Callum Angus Fraser Ruaridh Alistair Duncan Ewan Lachlan
        Hugh Murdo Gregor Euan Struan Calum Torquil Douglas Finlay""",
        """McAllister MacLeod Drummond Buchanan Lindsay Kerr Munro Urquhart
        Gillespie Baird Rennie Lamont Sinclair Mackintosh MacDonald Campbell
        Henderson Abernethy Fairbairn Cameron Galbraith Imrie Kinnear Lennox
        McCallum Ogilvie Paterson Ritchie Strachan Tulloch Weir Matheson"""),
    "welsh": (
        """Bethan Cerys Gwenllian Rhiannon Tegan Mererid Angharad Carys Eirlys
        Ffion Glenys Nia Sian Myfanwy Lowri Elin""",
        """Gareth Dafydd Emyr Rhys Gwilym Aled Bryn Dylan Geraint Huw Ieuan
        Iwan Meirion Osian Rhodri Tomos Gethin""",
        """Pritchard Prosser Llewellyn Vaughan Bevan Gwynne Parry Meredith
        Jenkins Powell Price Pugh Howells Griffiths Rees Morgan Evans Jones
        Williams Lloyd Bowen Gruffydd Hopkins"""),
    "irish": (
        """Siobhan Aoife Niamh Mairead Orla Sinead Deirdre Bridget Nora Roisin
        Grainne Dympna Una Aisling Caoimhe Clodagh Eimear Fionnuala Maeve
        Saoirse Treasa Majella""",
        """Sean Declan Ciaran Padraig Eoin Niall Cathal Fergal Donal Tadhg
        Cormac Oisin Brendan Kieran Connor Aidan Diarmuid Colm Darragh Eamon
        Micheal Ruairi Seamus""",
        """O'Sullivan O'Callaghan McCarthy Fitzgerald Donnelly Gallagher Brennan
        Cullinane Moynihan Kavanagh Doherty Lenihan Quinlan Hegarty Mulcahy
        Cronin Nolan Tierney Whelan McGuinness Devlin Loughlin O'Driscoll
        Flanagan Geraghty Hanrahan Keane Lynch Madigan Nagle O'Mahony Power
        Rafferty Scanlon Tuohy Ward Mac Suibhne"""),
    "south_asian": (
        """Priya Sunita Harpreet Nasreen Farzana Shabnam Meera Anjali Kavita
        Rukhsana Noor Hina Sadia Bushra Parveen Jaspreet Manpreet Rekha
        Lakshmi Deepa Gurdeep Sabina Tahira Amandeep""",
        """Raj Sanjay Vikram Arjun Rohan Gurpreet Harjit Balwinder Mohammed
        Imran Tariq Asif Kamran Bilal Zubair Mahesh Suresh Rakesh Jaswinder
        Kuldip Abdul Shahid Anil Dinesh Farhan""",
        """Patel Sharma Gupta Chauhan Mistry Parekh Desai Joshi Nair Menon Iyer
        Krishnan Reddy Rao Sandhu Gill Dhillon Bains Grewal Sidhu Khan Hussain
        Iqbal Akhtar Chaudhry Rahman Siddiqui Malik Qureshi Mahmood Naidoo
        Pillay Govender Moodley Chetty Ali Uddin Miah Choudhury Singh Virdi
        Solanki Thakkar"""),
    "east_asian": (
        """Mei Xiuying Lina Yuki Haruka Jiwoo Minji Huimin Xiaoling Aiko Sakura
        Yanting Jiahui Eunji Sooah Wingyee""",
        """Wei Jian Hao Kenji Hiroshi Takeshi Minjun Seungho Jun Hyunwoo Zhiwei
        Kai Ming Chikeung Kwokwai Daisuke""",
        """Chen Wong Liu Zhang Huang Lim Tan Ng Lau Cheung Nakamura Tanaka Sato
        Kim Park Choi Yamamoto Ho Leung Chan Kwan Tsang Yeung Zhou Wu"""),
    "se_asian": (
        """Thi-Lan Ngoc-Anh Maricel Rosalinda Jocelyn Marites Siti Nurul Lorelei
        Hoa""",
        """Minh Duc Thanh Quang Rodel Jomar Ariel Hafiz Amirul Jericho""",
        """Nguyen Tran Pham Le Hoang Vu Santos Reyes Dela Cruz Bautista Mendoza
        Villanueva Ramos Abdullah Ismail"""),
    "west_african": (
        """Adaeze Chiamaka Ngozi Folasade Abena Ama Precious Blessing Funmilayo
        Yetunde Nneka Efua Akosua Chinwe Bisi""",
        """Chukwuemeka Oluwaseun Babatunde Kwame Kofi Yaw Emeka Ifeanyi Olumide
        Tunde Kwabena Kojo Obinna Segun Chidi""",
        """Okafor Okonkwo Adeyemi Oyelaran Balogun Mensah Asante Boateng Owusu
        Ogunleye Adebayo Eze Nwosu Amankwah Appiah Oduya Okoro Afolabi
        Bamidele Ofori Quaye"""),
    "southern_african": (
        """Thandiwe Nomvula Lerato Zanele Nokuthula Palesa Wanjiru Sibongile
        Ayanda Lindiwe Refilwe Busisiwe Nandi""",
        """Tendai Sipho Thabo Mandla Jabulani Themba Sibusiso Lwazi Bongani
        Kagiso Tshepo Farai Tinashe""",
        """Moyo Ndlovu Dlamini Nkosi Khumalo Mokoena Mwangi Otieno Kamau Zulu
        Mahlangu Sithole Mthembu Ngcobo Molefe Radebe Chikwanha Mutasa"""),
    "afrikaans": (
        """Annelise Marieke Elna Riana Liesl Mariska Elmarie Sunette Anri""",
        """Pieter Johan Willem Ruben Hendrik Francois Jaco Gerhard Danie Stefan""",
        """Botha Pretorius Van Rooyen Steyn Du Plessis Joubert Nel Venter Visser
        Coetzee Fourie Kruger Swanepoel Oosthuizen"""),
    "arabic": (
        """Fatima Amira Layla Yasmin Mariam Zainab Halima Dalia Rania Huda Salma
        Noura Leila""",
        """Ahmed Omar Khalid Youssef Hassan Yusuf Idris Karim Samir Tarek Walid
        Mustafa Ibrahim""",
        """Haddad Nasser Saleh Mansour Farouk Hamdan Khalil Aziz Rahimi Darwish
        El-Sayed Abboud Karam Shamsi"""),
    "eastern_european": (
        """Agnieszka Katarzyna Ewa Irina Svetlana Olena Daria Ioana Elena Monika
        Joanna Beata Oksana Natalia Aurelija Ruta Kristina""",
        """Piotr Tomasz Krzysztof Dmitri Sergei Andrei Mihai Marek Pawel
        Grzegorz Vasyl Oleksandr Bogdan Tomas Darius Mindaugas""",
        """Kowalski Nowak Zielinski Lewandowska Kovalenko Petrenko Ivanova
        Popescu Ionescu Wojcik Kaminski Mazur Shevchenko Bondarenko Dumitru
        Stan Kazlauskas Petrauskas Jankowski Szymanski"""),
    "southern_european": (
        """Maria Giulia Francesca Carmen Lucia Sofia Ana Rosa Beatriz Ines Chiara
        Eleni Despina Katerina""",
        """Marco Giuseppe Luca Giorgos Nikos Antonio Joao Miguel Paolo Stavros
        Dimitris Vasilis Rui""",
        """Rossi Esposito Ricci Romano Papadopoulos Georgiou Ferreira Silva Costa
        Pereira Conti Bianchi Marino Christodoulou Nikolaidis Andreou"""),
    "hispanic": (
        """Ximena Guadalupe Marisol Consuelo Lucia Carmen Rosa Alejandra Yolanda
        Maribel Graciela Veronica Esperanza""",
        """Alejandro Javier Mateo Diego Jorge Luis Carlos Jose Miguel Ricardo
        Hector Ramon Eduardo Arturo""",
        """Fernandez Garcia Morales Herrera Castillo Vargas Mendoza Ramirez
        Gutierrez Ortiz Delgado Salazar Aguilar Navarro Rios Cruz Flores
        Espinoza"""),
    "nordic": (
        """Ingrid Astrid Sigrid Freya Solveig Kirsten""",
        """Lars Erik Nils Magnus Henrik Sven""",
        """Jensen Lindqvist Johansson Haugen Andersen Nilsson Berg Dahl
        Halvorsen"""),
    "maori": (
        """Aroha Mereana Ngaire Hine Moana Kiri Huia Anahera Wikitoria Ataahua
        Maia Tui""",
        """Tane Wiremu Hemi Rawiri Manaia Nikau Tamati Rangi Hohepa Matiu Piripi
        Kahu""",
        """Ngata Tawhiri Parata Tipene Waaka Rewi Herewini Kereama Hohaia
        Poutama Tamihana Te Wharau Ruatapu Te Rangi"""),
    "pacific": (
        """Losa Sina Mele Tupou Salote Fetu Malia Leilani Seini""",
        """Sione Tevita Sefo Viliami Tomasi Iosefa Semisi Falani Lui""",
        """Tuilagi Faleolo Fifita Taufa Vaifale Leota Fonoti Mahe Havili
        Lolohea Pauga Fa'amausili"""),
    "french_canadian": (
        """Genevieve Josee Chantal Sylvie Nathalie Isabelle Manon Mylene
        Veronique""",
        """Jean-Francois Sebastien Mathieu Guillaume Etienne Luc Pierre Benoit
        Marc-Andre Yves""",
        """Tremblay Gagnon Bouchard Cote Leblanc Pelletier Lavoie Fortin Boucher
        Gauthier Morin Bergeron Ouellet Gosselin Belanger Lapointe Caron"""),
    "african_american": (
        """Keisha Shanice Tamika Latoya Ebony Aaliyah Imani Tanisha Monique
        Jasmine""",
        """DeShawn Tyrone Marcus Jamal Terrence Darnell Malik Andre Jerome
        Cedric""",
        """Washington Jefferson Robinson Freeman Coleman Brooks Jackson Harris
        Mitchell Simmons Banks Hayes Porter"""),
    "anglo": (
        """Tahlia Kylie Bronwyn Narelle Jacinta Brittany Ashley Kayla Madison
        Shelby Tammy Brooke Courtney""",
        """Shane Brendan Darren Troy Cody Brett Bradley Tyler Dustin Mitchell
        Kurt Jarrod Chad""",
        """Carmody Mackenzie Prentice Kingsley Hollis Dwyer Radford Winslow
        Caldwell Brantley Whitaker Baxter Hollister Whitfield Anderson Miller
        Sullivan Wilson Parker Grady"""),
    "jewish": (
        """Esther Miriam Rivka Shira Naomi""",
        """Reuben Ezra Isaac Samuel Avi Yosef""",
        """Weinberg Goldstein Rosen Katz Levy Shapiro Adler Friedman"""),
    "turkish": (
        """Elif Zeynep Ayse Emine""",
        """Mehmet Mustafa Emre Burak""",
        """Yilmaz Demir Aydin Kaya Ozturk Celik Sahin"""),
}


def _split(s):
    return s.split()


def _surnames(s):
    # multi-word surnames are written with a space inside one entry
    out = []
    toks = s.split()
    i = 0
    while i < len(toks):
        t = toks[i]
        if t in ("Dela", "Van", "Du", "Te", "Mac") and i + 1 < len(toks):
            t = t + " " + toks[i + 1]
            i += 1
        out.append(t)
        i += 1
    return out


ORIGINS = {k: (_split(f), _split(m), _surnames(s))
           for k, (f, m, s) in sorted(_RAW.items())}

MIX = {
    "ENG": [("english", 40), ("south_asian", 14), ("irish", 5),
            ("scottish", 4), ("welsh", 2), ("west_african", 6),
            ("eastern_european", 6), ("east_asian", 4),
            ("southern_european", 3), ("arabic", 3), ("turkish", 2),
            ("jewish", 2), ("se_asian", 2), ("southern_african", 2),
            ("nordic", 1)],
    "SCO": [("scottish", 50), ("english", 15), ("irish", 8),
            ("south_asian", 10), ("eastern_european", 8), ("east_asian", 4),
            ("arabic", 3), ("west_african", 2)],
    "WAL": [("welsh", 45), ("english", 30), ("south_asian", 8),
            ("eastern_european", 5), ("irish", 4), ("arabic", 3),
            ("east_asian", 3), ("scottish", 2)],
    "NI": [("irish", 60), ("scottish", 15), ("english", 10),
           ("eastern_european", 8), ("south_asian", 4), ("east_asian", 3)],
    "IE": [("irish", 70), ("eastern_european", 10), ("english", 4),
           ("south_asian", 5), ("west_african", 4), ("se_asian", 3),
           ("southern_european", 2), ("hispanic", 2)],
    "US": [("anglo", 30), ("english", 10), ("hispanic", 20),
           ("african_american", 15), ("east_asian", 5), ("se_asian", 4),
           ("south_asian", 4), ("irish", 3), ("southern_european", 3),
           ("eastern_european", 2), ("jewish", 2), ("arabic", 2)],
    "CA": [("anglo", 25), ("english", 12), ("french_canadian", 20),
           ("scottish", 6), ("irish", 5), ("south_asian", 10),
           ("east_asian", 10), ("se_asian", 5), ("eastern_european", 4),
           ("southern_european", 3), ("arabic", 2)],
    "AU": [("anglo", 30), ("english", 18), ("irish", 6), ("scottish", 4),
           ("southern_european", 8), ("east_asian", 10), ("se_asian", 7),
           ("south_asian", 8), ("arabic", 3), ("pacific", 3),
           ("eastern_european", 3)],
    "NZ": [("english", 25), ("anglo", 10), ("maori", 25), ("pacific", 15),
           ("scottish", 6), ("east_asian", 7), ("south_asian", 6),
           ("se_asian", 3), ("nordic", 1), ("irish", 2)],
    "ZA": [("southern_african", 45), ("afrikaans", 20), ("english", 15),
           ("south_asian", 15), ("southern_european", 4),
           ("eastern_european", 1)],
}


def draw_name(rng, country, sex):
    keys = [k for k, _ in MIX[country]]
    wts = [w for _, w in MIX[country]]
    o1 = rng.choices(keys, wts)[0]
    o2 = o1 if rng.random() < 0.8 else rng.choices(keys, wts)[0]
    f, m, _ = ORIGINS[o1]
    first = rng.choice(f if sex == "F" else m)
    last = rng.choice(ORIGINS[o2][2])
    mid = rng.choice(f if sex == "F" else m)[0] if rng.random() < 0.3 else None
    if rng.random() < 0.05:
        last = last + "-" + rng.choice(ORIGINS[rng.choices(keys, wts)[0]][2])
    return first, mid, last
