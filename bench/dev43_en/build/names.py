"""Invented-person name pools, grouped by naming tradition.

Each entry: (male given names, female given names, surnames).  Names are
common given names and surnames combined at random; no combination refers
to a real person.
"""

def _s(x):
    return [w.strip() for w in x.split(",") if w.strip()]

ORIGINS = {
    "anglo": (
        _s("James, John, Robert, Michael, William, David, Richard, Thomas, Christopher, Daniel, Matthew, Anthony, Mark, Steven, Paul, Andrew, Joshua, Kenneth, Kevin, Brian, George, Timothy, Ronald, Jason, Edward, Jeffrey, Ryan, Jacob, Gary, Nicholas, Eric, Jonathan, Stephen, Larry, Justin, Scott, Brandon, Benjamin, Samuel, Gregory, Alexander, Patrick, Frank, Raymond, Jack, Dennis, Jerry, Tyler, Aaron, Henry, Douglas, Peter, Adam, Nathan, Zachary, Walter, Kyle, Harold, Carl, Arthur, Gerald, Roger, Keith, Lawrence, Terry, Albert, Austin, Noah, Ethan, Harry, Oliver, Alfie, Charlie, Freddie, Archie, Leo, Oscar, Callum, Lachlan, Cooper, Harrison, Mason, Hunter, Bryce, Wayne, Trevor, Graham, Nigel, Colin, Malcolm, Derek, Stuart, Ian, Neil, Barry, Clive, Gordon, Dale, Travis, Cody, Shane, Bradley, Mitchell, Jarrod, Brett, Darren, Lee, Reginald, Stanley, Howard, Norman, Vernon"),
        _s("Mary, Patricia, Jennifer, Linda, Elizabeth, Barbara, Susan, Jessica, Sarah, Karen, Lisa, Nancy, Betty, Margaret, Sandra, Ashley, Kimberly, Emily, Donna, Michelle, Carol, Amanda, Dorothy, Melissa, Deborah, Stephanie, Rebecca, Sharon, Laura, Cynthia, Kathleen, Amy, Angela, Shirley, Anna, Brenda, Pamela, Emma, Nicole, Helen, Samantha, Katherine, Christine, Rachel, Carolyn, Janet, Catherine, Heather, Diane, Ruth, Julie, Olivia, Joyce, Victoria, Kelly, Lauren, Christina, Joan, Evelyn, Judith, Megan, Andrea, Cheryl, Hannah, Jacqueline, Martha, Gloria, Ann, Frances, Kathryn, Janice, Jean, Abigail, Alice, Judy, Sophia, Grace, Denise, Amber, Doris, Marilyn, Danielle, Beverly, Isabella, Theresa, Diana, Natalie, Brittany, Charlotte, Kayla, Lori, Chloe, Poppy, Isla, Ruby, Freya, Maisie, Gemma, Kirsty, Leanne, Tracey, Bronwyn, Kylie, Tegan, Jodie, Sheila, Maureen, Gwen, Hazel, Elsie, Edith, Mabel, Tamsin, Harriet, Philippa, Rosemary, Wendy, Lorraine, Debbie, Shannon, Courtney"),
        _s("Smith, Johnson, Williams, Brown, Jones, Miller, Davis, Wilson, Anderson, Taylor, Thomas, Moore, Martin, Jackson, Thompson, White, Harris, Clark, Lewis, Robinson, Walker, Young, Allen, King, Wright, Scott, Hill, Green, Adams, Baker, Nelson, Carter, Mitchell, Roberts, Turner, Phillips, Parker, Edwards, Collins, Stewart, Morris, Rogers, Reed, Cook, Bell, Cooper, Richardson, Cox, Howard, Ward, Peterson, Gray, Watson, Brooks, Bennett, Wood, Barnes, Henderson, Coleman, Jenkins, Perry, Powell, Long, Patterson, Hughes, Butler, Simmons, Foster, Bryant, Russell, Griffin, Hayes, Myers, Ford, Hamilton, Sullivan, Wallace, West, Cole, Hunt, Holmes, Palmer, Mills, Knight, Lloyd, Hartley, Ashworth, Pemberton, Whitaker, Fairclough, Higginbotham, Oakley, Thornton, Blackwood, Ramsbottom, Hollis, Pickering, Cartwright, Dunstan, Penrose, Trelawney, Pengelly, Fenwick, Bramley, Sutcliffe, Featherstone, Kershaw, Atherton, Birtwistle, Crabtree, Pettigrew, Winterbottom, Hargreaves, Lockwood, Marsden, Greenhalgh, Stott, Lamb, Fox, Nash, Webb, Harding, Chandler, Dixon, Sheppard, Warren, Barker, Fletcher, Gibbs, Holt, Booth, Marsh, Rowe, Pearce, Hale"),
    ),
    "afam": (
        _s("DeShawn, Jamal, Tyrone, Darnell, Jalen, Terrence, Marcus, Andre, Malik, Rashad, Cedric, Demetrius, Lamar, Dwayne, Reggie, Quentin, Isaiah, Elijah, Xavier, Jerome"),
        _s("Keisha, Latoya, Imani, Tanisha, Shaniqua, Aaliyah, Ebony, Jasmine, Monique, Tamika, Yolanda, Kiara, Destiny, Ayanna, Nia, Precious, Lakisha, Danielle, Aisha, Janelle"),
        _s("Washington, Jefferson, Banks, Jackson, Booker, Mosley, Dorsey, Gaines, Battle, Singleton, Pruitt, Holloway, Whitfield, Tolliver, Merriweather, Ricks, Hairston, Bynum, Goins, McNeil, Fields, Lockhart, Stokes, Person, Gilliam"),
    ),
    "irish": (
        _s("Seán, Ciarán, Cian, Oisín, Darragh, Eoin, Conor, Niall, Pádraig, Diarmuid, Fionn, Ronan, Colm, Donal, Fergal, Tadhg, Cathal, Brendan, Declan, Kieran, Shane, Dermot, Eamon, Finbar, Liam, Aidan, Rory, Ruairí, Killian, Cormac, Senan, Odhrán, Jarlath, Ultan, Micheál, Gearóid, Diarmaid, Padraic, Enda, Mossie"),
        _s("Aoife, Siobhán, Niamh, Saoirse, Caoimhe, Clodagh, Róisín, Orla, Sinéad, Gráinne, Máire, Ailbhe, Áine, Ciara, Deirdre, Eimear, Aisling, Méabh, Nuala, Bríd, Sorcha, Úna, Muireann, Treasa, Fiadh, Emer, Bronagh, Mairéad, Neasa, Laoise, Peig, Dearbhla, Sadhbh, Órlaith, Nessa"),
        _s("Murphy, Kelly, O'Sullivan, Walsh, O'Brien, Byrne, Ryan, O'Connor, O'Neill, O'Reilly, Doyle, McCarthy, Gallagher, O'Doherty, Kennedy, Lynch, Murray, Quinn, McLoughlin, O'Carroll, Connolly, Daly, O'Connell, Dunne, Brennan, Burke, Fitzgerald, Keane, Nolan, Power, Whelan, Hegarty, Ní Bhriain, Ó Briain, Ó Súilleabháin, Cullinane, Moynihan, Tierney, Flanagan, Geraghty, Mulcahy, Ó Dálaigh, Breathnach, Kavanagh, Cosgrave, Dempsey, Faherty, Mulligan, Donnelly, McGrath, Hennessy, Coughlan, Twomey, Scanlon, Desmond, Ní Mhurchú, Mac Gearailt, Horgan, Lenihan, Foley, Sheehan, Cronin"),
    ),
    "celtic": (
        _s("Hamish, Angus, Alasdair, Fraser, Euan, Ruaridh, Gareth, Rhys, Dafydd, Owain, Emyr, Iwan, Gethin, Huw, Calum, Lachlann, Struan, Torquil, Ifan, Aled"),
        _s("Morag, Catriona, Eilidh, Mhairi, Ffion, Cerys, Carys, Seren, Angharad, Bethan, Rhiannon, Nia, Kirsteen, Iona, Sìne, Elin, Lowri, Mali, Ailsa, Shona"),
        _s("MacDonald, MacLeod, Campbell, Fraser, Ross, Mackenzie, Robertson, Sinclair, Cameron, Munro, Buchanan, Drummond, McIntyre, Lamont, Ferguson, Grant, Urquhart, Davies, Evans, Llewellyn, Pritchard, Prosser, Griffiths, Howells, Vaughan, Rees, Bowen, Parry, Morgan, Gunn, Mackay, Matheson, Sutherland, Crawford, Tennant, Ogilvie, Kerr, Lindsay"),
    ),
    "italian": (
        _s("Giuseppe, Marco, Luca, Giovanni, Antonio, Francesco, Matteo, Alessandro, Salvatore, Vincenzo, Enzo, Paolo, Stefano, Dario, Fabio, Rocco, Carmelo, Domenico, Nunzio, Massimo"),
        _s("Giulia, Francesca, Chiara, Alessia, Rosa, Lucia, Elena, Valentina, Giovanna, Carmela, Serena, Federica, Concetta, Assunta, Rosaria, Marisa, Antonella, Teresa, Silvana, Graziella"),
        _s("Rossi, Russo, Ferrari, Esposito, Bianchi, Romano, Colombo, Ricci, Marino, Greco, Bruno, Gallo, Conti, De Luca, Mancini, Giordano, Rizzo, Lombardi, Moretti, Barbieri, Fontana, Santoro, Mariani, Caruso, Ferrara, Galli, Leone, Longo, D'Angelo, Di Stefano, Lo Bianco, Cavallaro, Messina, Palumbo"),
    ),
    "hispanic": (
        _s("José, Luis, Carlos, Juan, Jorge, Miguel, Alejandro, Diego, Javier, Fernando, Ricardo, Eduardo, Andrés, Mateo, Santiago, Raúl, Héctor, Óscar, Emilio, Rafael, Jesús, Francisco, Arturo, Ramón, Sergio, Ignacio, Joaquín, Esteban"),
        _s("María, Guadalupe, Ana, Lucía, Camila, Valeria, Gabriela, Daniela, Isabel, Rosa, Carmen, Sofía, Mariana, Ximena, Paola, Alejandra, Yolanda, Marisol, Leticia, Beatriz, Araceli, Graciela, Esperanza, Dolores, Maricela, Rocío, Consuelo, Itzel"),
        _s("García, Rodríguez, Martínez, Hernández, López, González, Pérez, Sánchez, Ramírez, Torres, Flores, Rivera, Gómez, Díaz, Morales, Reyes, Cruz, Ortiz, Gutiérrez, Chávez, Ramos, Ruiz, Mendoza, Vásquez, Castillo, Jiménez, Moreno, Romero, Herrera, Medina, Aguilar, Vargas, Castro, Guzmán, Delgado, Salazar, Peña, Ríos, Navarro, Cabrera, Fuentes, Espinoza, Sandoval, Rojas, Contreras, Serrano, Zamora, Villarreal, Ochoa, Quintero"),
    ),
    "lusophone": (
        _s("João, Pedro, Tiago, Rui, Nuno, Gonçalo, Duarte, Vasco, Afonso, Rodrigo, Thiago, Paulo"),
        _s("Inês, Beatriz, Mariana, Leonor, Joana, Catarina, Filipa, Rita, Mafalda, Fernanda, Luana, Graça"),
        _s("Silva, Santos, Ferreira, Pereira, Oliveira, Costa, Rodrigues, Martins, Sousa, Fernandes, Gonçalves, Carvalho, Almeida, Lopes, Ribeiro, Pinto, Teixeira, Moura, Azevedo, Cardoso"),
    ),
    "ceeurope": (
        _s("Piotr, Krzysztof, Tomasz, Paweł, Michał, Marcin, Jakub, Łukasz, Grzegorz, Wojciech, Andrii, Oleksandr, Dmytro, Mykola, Ivan, Sergei, Dmitri, Alexei, Vasile, Bogdan, Marek, Jiří, Lukáš, Tamás, Zoltán, Mihai, Florin"),
        _s("Katarzyna, Małgorzata, Agnieszka, Magdalena, Joanna, Ewa, Zofia, Oksana, Olena, Iryna, Natalia, Svetlana, Tatiana, Yulia, Ioana, Elena, Petra, Lenka, Dorota, Beata, Halyna, Mariia, Andreea, Ilona, Réka"),
        _s("Nowak, Kowalski, Wiśniewski, Wójcik, Kowalczyk, Kamiński, Lewandowski, Zieliński, Szymański, Woźniak, Dąbrowski, Kozłowski, Jankowski, Mazur, Krawczyk, Shevchenko, Kovalenko, Bondarenko, Tkachenko, Kravchenko, Melnyk, Ivanov, Petrov, Popescu, Ionescu, Novák, Dvořák, Horváth, Nagy, Kovács, Marinescu, Hrytsenko, Sokolov"),
    ),
    "germanic": (
        _s("Klaus, Jürgen, Stefan, Lukas, Felix, Jan, Pieter, Sven, Lars, Erik, Anders, Nils, Bjørn, Henrik, Dieter, Joost, Maarten, Tobias"),
        _s("Anke, Heike, Sabine, Ingrid, Greta, Annika, Sanne, Femke, Astrid, Sigrid, Liv, Freja, Birgit, Ute, Marieke, Lotte, Karin, Maren"),
        _s("Müller, Schmidt, Schneider, Fischer, Weber, Becker, Hoffmann, Schulz, Koch, Richter, van der Berg, de Vries, Jansen, Bakker, Visser, Smit, van Dijk, Andersen, Nielsen, Hansen, Johansson, Lindqvist, Eriksson, Larsen, Halvorsen, Vogel, Brandt, Kuiper"),
    ),
    "greek": (
        _s("Georgios, Dimitrios, Konstantinos, Nikolaos, Ioannis, Christos, Panagiotis, Spiros, Stavros, Vasilis, Theo, Kostas"),
        _s("Eleni, Katerina, Georgia, Despina, Vasiliki, Athena, Dimitra, Paraskevi, Anastasia, Voula, Sotiria, Chrysoula"),
        _s("Papadopoulos, Papadakis, Georgiou, Nikolaidis, Konstantinou, Christodoulou, Karagiannis, Vlachos, Dimitriou, Antonopoulos, Pappas, Economou, Stavrou, Kyriakou, Theodorou, Alexiou, Mavros, Zervas"),
    ),
    "turkish": (
        _s("Mehmet, Mustafa, Ahmet, Emre, Burak, Can, Murat, Hakan, Serkan, Volkan"),
        _s("Ayşe, Fatma, Elif, Zeynep, Emine, Selin, Gül, Hatice, Derya, Özlem"),
        _s("Yılmaz, Kaya, Demir, Şahin, Çelik, Yıldız, Aydın, Öztürk, Arslan, Doğan, Kılıç, Koç"),
    ),
    "arabic": (
        _s("Mohammed, Ahmed, Omar, Ali, Hassan, Hussein, Khalid, Youssef, Ibrahim, Tariq, Karim, Samir, Bilal, Hamza, Zaid, Faisal, Walid, Nabil, Rami, Mahmoud"),
        _s("Fatima, Aisha, Mariam, Layla, Noor, Huda, Amira, Rania, Yasmin, Salma, Leila, Zainab, Hana, Dina, Samira, Lina, Reem, Nadia, Hiba, Ghada"),
        _s("Al-Sayed, Haddad, Khalil, Nasser, Mansour, Saleh, Farah, Aziz, Hamdan, Qasim, Abboud, El-Amin, Darwish, Barakat, Abdullah, Suleiman, Jaber, Hijazi, Kassem, Al-Masri, Shaheen, Zayed, Tahan, Ghanem"),
    ),
    "persian": (
        _s("Reza, Amir, Mehdi, Dariush, Farhad, Kian, Babak, Arash"),
        _s("Shirin, Parisa, Nasrin, Mahsa, Roya, Azadeh, Negar, Shabnam"),
        _s("Hosseini, Rezaei, Mohammadi, Karimi, Ahmadi, Tehrani, Farahani, Jafari, Sadeghi, Moradi, Rostami, Kazemi"),
    ),
    "southasian": (
        _s("Rajesh, Sanjay, Amit, Vikram, Arjun, Rahul, Anil, Suresh, Ramesh, Pradeep, Harpreet, Gurpreet, Jaswinder, Manpreet, Ravi, Deepak, Nikhil, Karthik, Venkatesh, Senthil, Imran, Asif, Zubair, Tanvir, Shahid, Rohan, Aarav, Vihaan, Ishaan, Kabir, Sunil, Mohan, Dinesh, Prakash, Naveed, Kamran, Ruwan, Chaminda"),
        _s("Priya, Anjali, Sunita, Kavita, Pooja, Neha, Deepa, Lakshmi, Meena, Shalini, Aarti, Harjit, Simran, Navneet, Gurleen, Divya, Ananya, Kavya, Shreya, Nasreen, Shabana, Ayesha, Farzana, Rukhsana, Tahmina, Sumaiya, Rekha, Geeta, Parveen, Sadia, Nilmini, Dilani"),
        _s("Patel, Shah, Sharma, Singh, Kaur, Gupta, Kumar, Mehta, Reddy, Rao, Iyer, Nair, Menon, Pillai, Krishnan, Subramanian, Chaudhry, Khan, Hussain, Malik, Qureshi, Butt, Chowdhury, Begum, Rahman, Islam, Uddin, Sandhu, Gill, Dhillon, Grewal, Bains, Sidhu, Joshi, Desai, Bhatt, Kapoor, Verma, Agarwal, Banerjee, Chatterjee, Mukherjee, Das, Bose, Ghosh, Sen, Perera, Fernando, Jayasuriya, Wickramasinghe, Raza, Mirza"),
    ),
    "chinese": (
        _s("Wei, Jun, Hao, Ming, Lei, Jian, Tao, Bo, Kai, Zhiwei, Jianguo, Haoran, Yu, Kwok-Wai, Chi-Keung, Kevin, Jason, Eric, Vincent, Raymond, Wing-Hong, Siu-Ming"),
        _s("Mei, Xiu, Ying, Li Na, Fang, Yan, Jing, Hui, Xiaoling, Ling, Yuet-Ming, Wai-Ling, Siew Ling, Grace, Cindy, Winnie, Xinyi, Jiayi, Shu Fen, Lai-Kuen"),
        _s("Wang, Li, Zhang, Liu, Chen, Yang, Huang, Zhao, Wu, Zhou, Xu, Sun, Ma, Zhu, Hu, Guo, He, Lin, Luo, Zheng, Liang, Xie, Tang, Chan, Wong, Cheung, Lau, Ng, Leung, Ho, Lam, Chow, Yip, Tsang, Lim, Tan, Goh, Teo, Kwok, Fung"),
    ),
    "vietnamese": (
        _s("Minh, Tuan, Huy, Duc, Quang, Long, Thanh, Khanh, Phuc, Bao"),
        _s("Linh, Lan, Thu, Hoa, Trang, Ngoc, Mai, Huong, Phuong, Thao"),
        _s("Nguyen, Tran, Le, Pham, Hoang, Phan, Vu, Dang, Bui, Do, Ngo, Duong, Ly, Truong"),
    ),
    "eastasian": (
        _s("Min-jun, Ji-hoon, Seo-jun, Hyun-woo, Tae-yang, Hiroshi, Takeshi, Kenji, Daisuke, Haruto, Sung-min, Kazuo"),
        _s("Ji-woo, Seo-yeon, Min-ji, Eun-ji, Yuna, Yuki, Akiko, Haruka, Sakura, Naomi, Hye-jin, Keiko"),
        _s("Kim, Lee, Park, Choi, Jung, Kang, Cho, Yoon, Jang, Han, Sato, Suzuki, Takahashi, Tanaka, Watanabe, Ito, Yamamoto, Nakamura, Kobayashi, Kato, Matsumoto, Inoue"),
    ),
    "filipino": (
        _s("Jericho, Rodel, Arnel, Jomar, Rommel, Mark Anthony, Jun-Jun, Reynaldo, Ferdinand, Efren, Dindo, Jayson"),
        _s("Maricel, Jocelyn, Rowena, Lorna, Marites, Cristina, Jasmine, Analyn, Rosalie, Mylene, Cherry, Divina"),
        _s("Santos, Reyes, Cruz, Bautista, Ocampo, Mendoza, Dela Cruz, Villanueva, Aquino, Manalo, Castillo, Pascual, Magbanua, Dimaculangan, Macaraeg, Soriano, Tolentino, Mercado, Lacson, Panganiban"),
    ),
    "westafrican": (
        _s("Chukwuemeka, Obinna, Chinedu, Emeka, Ikenna, Oluwaseun, Babatunde, Adebayo, Olumide, Tunde, Kwame, Kofi, Kwabena, Yaw, Kojo, Ifeanyi, Uchenna, Segun, Femi, Nnamdi"),
        _s("Ngozi, Chiamaka, Adaeze, Chidinma, Funmilayo, Folasade, Yetunde, Abimbola, Titilayo, Ama, Akosua, Abena, Efua, Adwoa, Nneka, Ifeoma, Blessing, Temitope, Bukola, Amaka"),
        _s("Okafor, Okonkwo, Eze, Nwosu, Obi, Adeyemi, Ogunleye, Balogun, Oladipo, Afolabi, Mensah, Boateng, Owusu, Asante, Appiah, Osei, Agyeman, Nwachukwu, Okeke, Chukwu, Ibekwe, Akinola, Oyelaran, Ogundipe, Adjei, Danso, Ezeh, Onyekachi"),
    ),
    "eastafrican": (
        _s("Abdi, Mohamed, Yusuf, Tesfaye, Dawit, Kebede, Otieno, Kamau, Mwangi, Abdirahman, Liban, Yonas, Bereket, Kiprono"),
        _s("Hodan, Amina, Fadumo, Ifrah, Hawa, Sagal, Tigist, Meron, Selam, Wanjiku, Achieng, Nyambura, Saba, Hibaaq"),
        _s("Warsame, Abdullahi, Osman, Jama, Tesfaye, Bekele, Girma, Alemu, Haile, Kamau, Otieno, Mwangi, Odhiambo, Njoroge, Wambui, Egal, Hersi, Yilma"),
    ),
    "maori": (
        _s("Wiremu, Tane, Rawiri, Hemi, Tamati, Nikau, Manaia, Ihaia, Rangi, Tipene, Mikaere, Whetu, Matiu, Hohepa, Kahu"),
        _s("Aroha, Mere, Ngaio, Hine, Kiri, Moana, Anahera, Kahurangi, Marama, Huia, Awhina, Ngaire, Tui, Ataahua, Wikitoria"),
        _s("Ngata, Parata, Te Rangi, Horomona, Wihongi, Te Whata, Rapana, Hetaraka, Paewai, Kereama, Ruatapu, Waaka, Tamihana, Rewi, Hohaia, Puketapu, Tawhai, Te Kani, Ririnui, Pomare"),
    ),
    "pacific": (
        _s("Sione, Viliami, Tevita, Semisi, Ioane, Lafaele, Siosaia, Fetu, Pita, Tavita"),
        _s("Mele, Losa, Salote, Malia, Luseane, Lupe, Sina, Fiva, Seini, Litia"),
        _s("Tuilagi, Fonoti, Lemalu, Taufa, Fifita, Havili, Vaipulu, Toleafoa, Faleolo, Leota, Sapolu, Tuipulotu, Vainikolo, Mataele, Aumua"),
    ),
    "french": (
        _s("Jean-François, Mathieu, Étienne, Philippe, Alexandre, Gabriel, Louis, Olivier, Sébastien, Marc-André, Yves, Benoît, Denis, Luc, Réjean, Gilles, Pierre-Luc, Félix"),
        _s("Marie-Ève, Geneviève, Isabelle, Chantal, Nathalie, Sophie, Émilie, Mélanie, Josée, Sylvie, Véronique, Marie-Claude, Annie, Lucie, Manon, Gabrielle, Maude, Josiane"),
        _s("Tremblay, Gagnon, Roy, Côté, Bouchard, Gauthier, Morin, Lavoie, Fortin, Gagné, Ouellet, Pelletier, Bélanger, Lévesque, Bergeron, Leblanc, Paquette, Girard, Simard, Boucher, Caron, Beaulieu, Cloutier, Dubé, Poirier, Fournier, Lapointe, Leclerc, Lefebvre, Poulin, Thibault, St-Pierre, Desjardins, Charbonneau"),
    ),
    "jewish": (
        _s("Avi, Yosef, Eitan, Moshe, Ari, Shmuel, Noam, Elliot"),
        _s("Miriam, Rivka, Shira, Tamar, Esther, Noa, Leah, Talia"),
        _s("Cohen, Levy, Goldberg, Friedman, Rosenberg, Katz, Shapiro, Weiss, Klein, Stein, Abramowitz, Horowitz, Feldman, Kaplan, Greenbaum, Birnbaum"),
    ),
}

LOCALE_ORIGINS = {
    "US": [("anglo", 40), ("afam", 12), ("hispanic", 15), ("chinese", 4), ("vietnamese", 3), ("eastasian", 3),
           ("southasian", 5), ("arabic", 3), ("filipino", 3), ("italian", 3), ("irish", 3), ("ceeurope", 2),
           ("westafrican", 2), ("eastafrican", 2), ("jewish", 2), ("greek", 1), ("persian", 1)],
    "UK": [("anglo", 45), ("celtic", 8), ("southasian", 12), ("irish", 5), ("ceeurope", 6), ("westafrican", 5),
           ("eastafrican", 3), ("chinese", 3), ("arabic", 3), ("italian", 2), ("lusophone", 2), ("turkish", 2),
           ("greek", 1), ("jewish", 1), ("persian", 1)],
    "CA": [("anglo", 35), ("french", 15), ("chinese", 8), ("southasian", 10), ("filipino", 4), ("italian", 4),
           ("lusophone", 3), ("irish", 4), ("celtic", 4), ("arabic", 3), ("eastafrican", 2), ("vietnamese", 2),
           ("eastasian", 2), ("jewish", 2), ("greek", 1), ("ceeurope", 2), ("hispanic", 2), ("persian", 1)],
    "AU": [("anglo", 45), ("chinese", 7), ("vietnamese", 4), ("italian", 6), ("greek", 5), ("southasian", 7),
           ("irish", 5), ("celtic", 3), ("arabic", 3), ("filipino", 3), ("pacific", 2), ("eastasian", 2),
           ("germanic", 2), ("eastafrican", 2), ("turkish", 1)],
    "IE": [("irish", 60), ("anglo", 12), ("ceeurope", 12), ("lusophone", 2), ("westafrican", 5),
           ("southasian", 4), ("chinese", 2), ("filipino", 2), ("hispanic", 1)],
    "NZ": [("anglo", 40), ("maori", 18), ("pacific", 10), ("chinese", 6), ("southasian", 6), ("celtic", 5),
           ("irish", 3), ("eastasian", 2), ("filipino", 3), ("germanic", 3), ("eastafrican", 1)],
}

NICKNAMES = {
    "William": ["Bill", "Will"], "Robert": ["Bob", "Rob", "Bobby"], "Margaret": ["Maggie", "Peggy"],
    "Elizabeth": ["Liz", "Beth", "Lizzie"], "James": ["Jim", "Jimmy", "Jamie"], "Katherine": ["Kate", "Kathy"],
    "Michael": ["Mike", "Mick"], "Patricia": ["Pat", "Trish"], "Christopher": ["Chris"], "Alexander": ["Alex", "Sandy"],
    "Anthony": ["Tony"], "Jennifer": ["Jen", "Jenny"], "Richard": ["Rick", "Richie"], "Thomas": ["Tom", "Tommy"],
    "Daniel": ["Dan", "Danny"], "Deborah": ["Debbie", "Deb"], "Susan": ["Sue", "Suzie"], "Rebecca": ["Becca", "Becky"],
    "Samantha": ["Sam"], "Victoria": ["Tori", "Vicky"], "Matthew": ["Matt"], "Nicholas": ["Nick"], "Kenneth": ["Ken", "Kenny"],
    "Edward": ["Ted", "Eddie", "Ned"], "Dorothy": ["Dot", "Dottie"], "Jacqueline": ["Jackie"], "Timothy": ["Tim"],
    "Benjamin": ["Ben"], "Pádraig": ["Paddy"], "Oluwaseun": ["Seun"], "Babatunde": ["Tunde"], "Chukwuemeka": ["Emeka"],
    "Giuseppe": ["Joe", "Pino"], "Francesco": ["Frank"], "Jonathan": ["Jon"], "Catherine": ["Cathy", "Kate"],
    "Barbara": ["Barb"], "Cynthia": ["Cindy"], "Pamela": ["Pam"], "Christine": ["Chrissie"], "Gregory": ["Greg"],
    "Raymond": ["Ray"], "Lawrence": ["Larry", "Laurie"], "Theresa": ["Tess"], "Frances": ["Fran"], "Stephen": ["Steve"],
    "Steven": ["Steve"], "Andrew": ["Andy", "Drew"], "Joseph": ["Joe"], "Konstantinos": ["Kosta"], "Georgios": ["George"],
    "Salvatore": ["Sal"], "Vincenzo": ["Vince"], "Wiremu": ["Bill", "Wi"], "Tamati": ["Tama"], "Siobhán": ["Shiv"],
    "Alasdair": ["Ally"], "Mohammed": ["Mo"], "Abimbola": ["Bimbo"], "Guadalupe": ["Lupe"], "Jesús": ["Chuy"],
    "Francisco": ["Paco", "Frank"], "Ignacio": ["Nacho"], "Gabriela": ["Gabi"], "Valentina": ["Vale"],
}
