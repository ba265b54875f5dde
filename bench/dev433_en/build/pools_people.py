"""Name pools for dev433_en (written by hand for this set; many origins).

Several entries are ordinary English words (Rose, Hope, May, Baker, Wise,
Hall, Cooper, Ward, Nurse, Cook, Page) so that names collide with clinical
vocabulary such as 'Baker grade', 'Wise pattern', 'Hall-Findlay', 'Cooper's
ligaments', 'ward', 'nurse', 'Cook-Swartz Doppler' and 'may'.
"""

FEMALE_FIRST = sorted(set("""
Margaret Susan Karen Joanne Claire Emma Sarah Hannah Lorraine Tracey Deborah Julie Gillian Pauline
Beverley Christine Janet Wendy Elaine Lesley Sandra Denise Angela Carol Linda Helen Nicola Kerry
Siobhan Aoife Niamh Orla Sinead Roisin Grainne Caoimhe Aisling Deirdre Maeve Eimear Clodagh
Morag Kirsty Eilidh Catriona Isla Fiona Ailsa Bethan Cerys Rhiannon Sian Ffion Nia Carys
Priya Anjali Sunita Nusrat Shabana Farzana Harpreet Rupinder Meena Lakshmi Kavita Rekha Jaspreet Parveen Nasreen Shazia
Mei Yuki Hyun-joo Ngoc Lan Xiaoling Haruka Min-ji Wing Suyin
Adaeze Chiamaka Ngozi Folasade Abena Amina Wanjiru Thandiwe Yetunde Efua Nkechi Zainab Hauwa
Agnieszka Katarzyna Beata Ewa Malgorzata Ioana Andreea Daniela Oksana Iryna Lina Jurate
Conceicao Ines Beatriz Lucia Carmen Pilar Marisol Giulia Francesca Rosaria Eleni Despina Sofia
Fatima Layla Noor Samira Yasmin Mariam Huda Rania Leila Aylin Elif Zeynep
Maricel Rowena Imelda Analyn Aroha Mere Ngaire Kiri Moana
Rose Hope Joy Grace May June April Ivy Holly Faith Dawn Summer Pearl Ruby Amber Iris Olive
Violet Heather Hazel Willow Crystal Jade Poppy Daisy Honor Mercy Patience Precious Blessing
Bernadette Philomena Dolores Veronica Marguerite Josephine Rosemary Winifred Edna Gwendolyn Muriel
Kayleigh Chantelle Jodie Stacey Leanne Danielle Gemma Natalie Abigail Chloe Jessica Megan Shannon
Dominique Ange Zoe Chloé Noemie Anouk Femke Ingrid Astrid Sigrid Annika Kaisa
Tamara Shirin Parisa Dina Rivka Miriam Tova Esther Ruth Naomi Leah
""".split()))

MALE_FIRST = sorted(set("""
David John Peter Michael Stephen Andrew Paul Mark Gary Kevin Neil Graham Colin Keith Trevor
Sean Ciaran Padraig Declan Eoin Cormac Fergus Hamish Angus Rhys Gareth Dafydd Huw Owain
Rajesh Sanjay Amit Imran Tariq Harjit Gurpreet Mohammed Arjun Vikram Anil Suresh
Wei Jun Hiroshi Dae-jung Minh Tuan Chinedu Emeka Kwame Kofi Tunde Babajide Olumide Themba
Piotr Tomasz Marek Andrei Bogdan Dmitri Joao Rui Carlos Javier Luca Marco Giorgos Nikos
Omar Khalid Yusuf Hamza Karim Mehmet Emre Reuben Isaac Nathaniel Ezra
Jack Harry Oliver Callum Liam Connor Dylan Kieran Jamie Ross Lewis Ryan Craig Darren Wayne
Bill Frank Stanley Clifford Norman Bernard Reginald Cyril Dennis Rowan Forest Sonny Hunter Bishop
""".split()))

SURNAMES = sorted(set("""
Smith Baker Cook Mason Wise Hall Cooper Ward Bishop Marsh Fox Wood Hill Young Green White Brown
Black Frost Stone Moss Bell Nurse Best Hope Love Small Long Short Sweet Page Butcher Fisher
Carpenter Walker Taylor Turner Holloway Whitfield Ashworth Pickering Ramsbottom Sutcliffe Haworth
Barraclough Entwistle Hargreaves Heseltine Greenhalgh Crabtree Winterbottom Ollerenshaw
O'Sullivan McCarthy Byrne Fitzgerald Doherty Gallagher Kavanagh Ni-Bhriain O'Donoghue Brennan
Mulcahy Quinlan Moriarty Tierney Breathnach MacLeod McBride Farquharson Urquhart Buchanan
Pritchard Llewellyn Prosser Vaughan Bowen Gwilliam Parry Griffiths
Patel Sharma Chaudhry Begum Khan Iqbal Sandhu Gill Nair Krishnan Banerjee Rahman Hussain Akhtar
Siddiqui Chowdhury Bhatt Mistry Kaur Dhillon Raghavan Subramanian Menon Desai Joshi
Wong Chen Liu Zhang Lau Cheung Nguyen Tran Pham Kim Park Choi Tanaka Sato Nakamura
Okafor Adeyemi Mensah Osei Mwangi Nkosi Abubakar Okonkwo Adebayo Boateng Asante Eze Ogunleye Dlamini
Kowalska Nowak Wisniewska Zielinska Kaminska Popescu Ionescu Horvath Novak Petrauskiene Shevchenko
Papadopoulos Georgiou Rossi Esposito Ferraro Garcia Fernandez Rodrigues Oliveira Santos Moreira
Haddad Al-Rashid Mansour Khoury Yilmaz Demir Celik Farouk Saleh
Ngata Te-Rangi Parata Tuhoe Reyes Santiago Dela-Cruz Bautista
Whitfield-Jones Ashby-Clarke Lloyd-Evans van-der-Berg de-Vries Janssen Andersson Lindqvist
Goldberg Cohen Levy Abrahams Friedman Rosenthal Kaplan
Okoro Achterberg Dubois Lefebvre Moreau Schmidt Becker Hoffmann Bauer
""".split()))
# hyphen placeholders become spaces for particles / multi-part surnames
SURNAMES = sorted(set(s.replace("Ni-Bhriain", "Ni Bhriain").replace("Te-Rangi", "Te Rangi")
                      .replace("Dela-Cruz", "Dela Cruz").replace("van-der-Berg", "van der Berg")
                      .replace("de-Vries", "de Vries") for s in SURNAMES))

NICKNAMES = {
    "Margaret": "Peggy", "Elizabeth": "Liz", "Patricia": "Trish", "Rosemary": "Ro",
    "Josephine": "Jo", "Winifred": "Win", "Bernadette": "Bernie", "Gwendolyn": "Gwen",
    "Christine": "Chris", "Deborah": "Debbie", "Katarzyna": "Kasia", "Malgorzata": "Gosia",
    "Philomena": "Mena", "Veronica": "Ronnie", "Catriona": "Trina", "Abigail": "Abby",
}

# extra given names that only ever appear as middle names
MIDDLE = sorted(set("""
Anne Louise Marie Elizabeth Jane Mary Catherine Frances Victoria Patricia Teresa Ann Lynn Rose May
Bridget Clare Kaur Begum Adaku Ngozi Ifeoma Wei Mei Eun Sofia
""".split()))

RELATIONS_F = ["daughter", "sister", "mother", "niece", "friend", "neighbour", "daughter-in-law",
               "partner", "wife", "granddaughter", "aunt", "cousin"]
RELATIONS_M = ["husband", "son", "partner", "brother", "son-in-law", "father", "friend",
               "neighbour", "grandson", "nephew"]

USER_SUFFIX = ["", "1", "2", "3", "01", "7", "99", "_bu", ".nhs"]
