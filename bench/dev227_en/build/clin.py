"""Non-PHI clinical content for dev227_en: diseases, labs, vitals, drugs,
and look-alike distractors (eponyms, serovars named after places, lot
numbers, scores, units, times)."""

DIS = {
    "measles": dict(name="Measles", ab="measles", agent="measles virus (genotype D8)",
                    sx="fever 39.1, coryza, conjunctivitis, cough, maculopapular rash spreading cephalocaudally; Koplik spots noted by GP",
                    lab="Measles IgM POSITIVE, IgG negative; NP swab measles PCR DETECTED (Ct 23.8)",
                    inc="7-21 days", act="Contacts assessed for MMR status; susceptible contacts offered MMR within 72 h or HNIG/IG within 6 days",
                    excl="Exclude from school/work until 4 days after rash onset"),
    "pertussis": dict(name="Pertussis", ab="pertussis", agent="Bordetella pertussis",
                      sx="paroxysmal cough x 3 wk with inspiratory whoop and post-tussive vomiting; afebrile",
                      lab="NP swab B. pertussis PCR DETECTED (IS481 target)", inc="5-21 days",
                      act="Azithromycin prophylaxis to household contacts incl. infant; pregnant contacts offered Tdap",
                      excl="Exclude until 48 h of appropriate antibiotics completed"),
    "igas": dict(name="Invasive Group A Streptococcal infection (iGAS)", ab="iGAS", agent="Streptococcus pyogenes emm 1.0",
                 sx="fever, cellulitis L lower leg progressing rapidly, hypotension; admitted ICU",
                 lab="Blood cultures x2: Streptococcus pyogenes isolated; emm typing 1.0 pending ref lab",
                 inc="1-3 days", act="Household contacts given information leaflet; close contact chemoprophylaxis (phenoxymethylpenicillin) for 2 contacts",
                 excl="n/a"),
    "menb": dict(name="Invasive meningococcal disease", ab="IMD", agent="Neisseria meningitidis serogroup B",
                 sx="sudden fever, non-blanching petechial rash, neck stiffness; Kernig's sign positive; GCS 13",
                 lab="CSF: Gram-negative diplococci; N. meningitidis PCR (ctrA, sodC) DETECTED; serogroup B",
                 inc="2-10 days", act="Ciprofloxacin 500 mg single dose to household/kissing contacts; MenB vaccine offered",
                 excl="n/a"),
    "hepa": dict(name="Hepatitis A", ab="HAV", agent="hepatitis A virus (genotype IA)",
                 sx="malaise, anorexia, dark urine, jaundice; ALT 1840 U/L",
                 lab="anti-HAV IgM REACTIVE; total anti-HAV reactive", inc="15-50 days",
                 act="HAV vaccine offered to household and sexual contacts within 14 days of exposure",
                 excl="Food handler: exclude until 7 days after jaundice onset"),
    "hepb": dict(name="Hepatitis B (acute)", ab="HBV", agent="hepatitis B virus",
                 sx="RUQ discomfort, fatigue, jaundice x 5 days",
                 lab="HBsAg REACTIVE, anti-HBc IgM REACTIVE, HBeAg reactive; HBV DNA 7.4 log IU/mL",
                 inc="45-180 days", act="Sexual and household contacts for HBsAg/anti-HBs testing and HBV vaccine +/- HBIG",
                 excl="n/a"),
    "tb": dict(name="Tuberculosis (pulmonary)", ab="TB", agent="Mycobacterium tuberculosis complex",
               sx="productive cough x 10 wk, night sweats, wt loss 6 kg, haemoptysis x1",
               lab="Sputum AFB smear 2+ (Ziehl-Neelsen); GeneXpert MTB/RIF Ultra: MTB DETECTED medium, RIF resistance NOT detected",
               inc="weeks to years", act="Contact investigation initiated: household and workplace (concentric circle approach)",
               excl="Remain at home until smear conversion / 2 wks effective tx and clinical improvement"),
    "legion": dict(name="Legionnaires' disease", ab="LD", agent="Legionella pneumophila serogroup 1",
                   sx="fever, confusion, diarrhoea, RLL consolidation on CXR; CURB-65 score 3",
                   lab="Urinary Legionella antigen POSITIVE; sputum culture pending",
                   inc="2-10 days", act="Exposure history incl. hot tubs, cooling towers, travel; env health notified",
                   excl="n/a"),
    "stec": dict(name="STEC infection", ab="STEC", agent="E. coli O157:H7, stx2 positive",
                 sx="bloody diarrhoea x 3 days, abdominal cramps; no fever", lab="Stool PCR: stx2 DETECTED; culture E. coli O157 isolated; WGS referred",
                 inc="1-10 days", act="Risk group assessment (group A-D); 2 negative stools 48 h apart required for clearance",
                 excl="Exclude from work (food handler) pending microbiological clearance"),
    "salm": dict(name="Salmonellosis", ab="salmonella", agent="Salmonella enterica serovar Enteritidis",
                 sx="diarrhoea, fever 38.6, vomiting x 2 days", lab="Stool culture: Salmonella sp. isolated, serotyping Enteritidis; cgMLST cluster assignment pending",
                 inc="6-72 h", act="Food history 7 days; ? link to restaurant cluster",
                 excl="Exclude until 48 h symptom free"),
    "shig": dict(name="Shigellosis", ab="shigella", agent="Shigella sonnei (ESBL)", sx="watery then bloody diarrhoea, fever",
                 lab="Stool PCR ipaH DETECTED; culture S. sonnei, ESBL producer, cipro R",
                 inc="1-3 days", act="Household hygiene advice; sexual history taken (GBMSM cluster ?)", excl="48 h symptom free; risk groups need clearance"),
    "campy": dict(name="Campylobacteriosis", ab="campylobacter", agent="Campylobacter jejuni", sx="diarrhoea, cramps, fever",
                  lab="Stool PCR Campylobacter DETECTED", inc="2-5 days", act="Food history; undercooked chicken liver pâté reported", excl="48 h symptom free"),
    "crypto": dict(name="Cryptosporidiosis", ab="crypto", agent="Cryptosporidium parvum", sx="profuse watery diarrhoea x 8 days",
                   lab="Stool PCR Cryptosporidium DETECTED (C. parvum)", inc="2-12 days",
                   act="Exposure: petting farm visit, swimming pool; advised no swimming for 14 days after symptoms stop", excl="48 h symptom free"),
    "typhoid": dict(name="Enteric fever (typhoid)", ab="typhoid", agent="Salmonella Typhi (XDR)", sx="fever 40.1 x 9 days, headache, relative bradycardia, rose spots not seen",
                    lab="Blood culture: Salmonella Typhi; ceftriaxone R, azithro S, meropenem S",
                    inc="6-30 days", act="Household contacts screened; risk group assessment", excl="Risk group: exclusion pending clearance"),
    "malaria": dict(name="Malaria", ab="malaria", agent="Plasmodium falciparum", sx="fever, rigors, headache 10 days after return",
                    lab="Thick/thin film: P. falciparum, parasitaemia 2.4%; RDT HRP2 positive", inc="7-30 days",
                    act="No PH follow-up of contacts required; travel advice/chemoprophylaxis counselling", excl="n/a"),
    "mpox": dict(name="Mpox", ab="mpox", agent="monkeypox virus clade IIb", sx="anogenital lesions, inguinal lymphadenopathy, fever",
                 lab="Lesion swab orthopoxvirus PCR DETECTED; clade IIb", inc="5-21 days",
                 act="Contact tracing of sexual contacts; MVA-BN (Imvamune/Jynneos) offered as PEP", excl="Isolate until lesions crusted and healed"),
    "flu": dict(name="Influenza A (H3N2)", ab="flu A", agent="influenza A(H3N2)", sx="ILI: fever, cough, myalgia",
                lab="NP swab influenza A PCR DETECTED, subtype H3", inc="1-4 days",
                act="Oseltamivir treatment/prophylaxis per guidance", excl="Exclude until afebrile 24 h"),
    "covid": dict(name="COVID-19", ab="COVID", agent="SARS-CoV-2 (JN.1 lineage)", sx="fever, sore throat, cough",
                  lab="SARS-CoV-2 PCR DETECTED (E gene Ct 19.4)", inc="2-14 days",
                  act="Line list maintained; Paxlovid assessment for high-risk residents", excl="Isolate per current guidance"),
    "noro": dict(name="Norovirus gastroenteritis", ab="noro", agent="norovirus GII.4", sx="acute vomiting and diarrhoea",
                 lab="Stool PCR norovirus GII DETECTED", inc="12-48 h", act="Enhanced cleaning with 1000 ppm chlorine; closure to admissions",
                 excl="Exclude 48 h after last symptoms"),
    "scabies": dict(name="Scabies (crusted)", ab="scabies", agent="Sarcoptes scabiei", sx="pruritic papular rash, burrows in finger webs",
                    lab="Skin scraping: mites seen", inc="2-6 weeks", act="Mass treatment with permethrin 5% / ivermectin", excl="Until 24 h after first treatment"),
    "varicella": dict(name="Varicella (chickenpox)", ab="VZV", agent="varicella-zoster virus", sx="vesicular rash, fever",
                      lab="Vesicle swab VZV PCR DETECTED", inc="10-21 days", act="Susceptible pregnant/immunocompromised contacts for VZIG/aciclovir assessment",
                      excl="Exclude until all lesions crusted"),
    "lepto": dict(name="Leptospirosis (Weil's disease)", ab="lepto", agent="Leptospira interrogans", sx="fever, myalgia, conjunctival suffusion, jaundice, AKI",
                  lab="Leptospira PCR (blood) DETECTED; MAT pending", inc="2-30 days",
                  act="Exposure: rat-infested yard, canoeing; no person-to-person risk", excl="n/a"),
    "lyme": dict(name="Lyme disease", ab="Lyme", agent="Borrelia burgdorferi", sx="erythema migrans 12 cm, fatigue, arthralgia",
                 lab="Lyme serology (C6 EIA) reactive; IgM/IgG immunoblot positive", inc="3-30 days",
                 act="Tick exposure while hiking; doxycycline 21 days", excl="n/a"),
    "wnv": dict(name="West Nile virus neuroinvasive disease", ab="WNV", agent="West Nile virus", sx="fever, headache, flaccid weakness",
                lab="CSF WNV IgM POSITIVE", inc="2-14 days", act="Mosquito exposure; vector control informed", excl="n/a"),
    "diph": dict(name="Cutaneous diphtheria", ab="diphtheria", agent="Corynebacterium diphtheriae (toxigenic)", sx="non-healing ulcer on shin",
                 lab="Wound swab: C. diphtheriae, tox gene PCR POSITIVE (Elek pending)", inc="2-5 days",
                 act="Close contacts swabbed, erythromycin/azithromycin prophylaxis, vaccine boost", excl="Exclude until 2 negative swabs"),
    "botul": dict(name="Wound botulism", ab="botulism", agent="Clostridium botulinum", sx="ptosis, diplopia, descending paralysis; PWID",
                  lab="Serum botulinum toxin bioassay pending; wound culture C. botulinum", inc="4-14 days",
                  act="Antitoxin issued; harm reduction team informed", excl="n/a"),
    "syph": dict(name="Infectious syphilis", ab="syphilis", agent="Treponema pallidum", sx="painless genital ulcer, palmar rash",
                 lab="Syphilis EIA reactive, TPPA reactive, RPR 1:64", inc="10-90 days",
                 act="Benzathine penicillin G 2.4 MU IM; partner notification", excl="n/a"),
}

CASE_DIS = ["measles", "pertussis", "igas", "menb", "hepa", "hepb", "tb", "legion", "stec", "salm", "shig",
            "campy", "crypto", "typhoid", "malaria", "mpox", "lepto", "lyme", "wnv", "diph", "botul", "varicella", "flu"]

DISTRACT = [
    "GCS 15/15 (Glasgow Coma Scale), no meningism.",
    "Hx of Parkinson's disease, on co-careldopa.",
    "Background Crohn's disease, in remission on azathioprine.",
    "Down syndrome; lives with family, attends day programme.",
    "Past hx Hodgkin lymphoma 2nd decade, treated; no recurrence.",
    "Bristol stool chart type 7, 6-8 x/day.",
    "Bell's palsy (R) previously, resolved.",
    "Addison's disease on hydrocortisone - sick day rules reviewed.",
    "Wells score not applicable; Centor 3.",
    "NEWS2 score 4 at triage.",
    "Salmonella Newport and S. Heidelberg excluded on serotyping.",
    "Stool negative for Salmonella, Shigella, Campylobacter, E. coli O157 and Yersinia.",
    "No Jarisch-Herxheimer reaction observed post-treatment.",
    "Guillain-Barre syndrome considered, nerve conduction studies normal.",
    "Mantoux not done; IGRA preferred (prior BCG).",
    "Differential incl. Epstein-Barr virus, CMV, toxoplasma.",
    "Hartmann's solution 1 L given in ED.",
    "Foley catheter removed; no Hickman line in situ.",
    "Kirby-Bauer disc diffusion results attached.",
    "Raynaud's phenomenon noted, unrelated.",
    "No features of Kawasaki disease.",
    "Ebola/Marburg/Lassa and Crimean-Congo haemorrhagic fever excluded on travel history.",
    "Powassan virus and Lyme serology requested as tick exposure reported.",
    "Coxsackie/HFMD considered and excluded.",
    "Rift Valley fever not consistent with itinerary.",
    "Norwalk-like illness in household 2 wks prior, resolved.",
    "Alzheimer's dementia (mod), MMSE 17/30.",
    "Fitz-Hugh-Curtis syndrome not suspected.",
    "Apgar 9/9 at birth per red book.",
    "Snellen 6/6 both eyes.",
    "Cushingoid features absent.",
    "Hib, MenC, PCV up to date per red book.",
    "Waterlow 14, Braden 16.",
    "MUST score 1.",
    "Ziehl-Neelsen stain negative x3.",
    "Lowenstein-Jensen slopes and MGIT culture set up.",
    "Tx with Rifinah 300/150 (2 tabs OD) + pyrazinamide + ethambutol.",
    "Pt reports Lyme-like rash on a previous occasion, not confirmed.",
    "Swab sent for Gram stain and culture.",
    "Denies Weil's disease exposures (no freshwater).",
]

VAX = [("MMR", ["M-M-R II", "Priorix"]), ("Tdap", ["Boostrix", "Adacel"]), ("Td/IPV", ["Revaxis"]),
       ("dTaP/IPV", ["Repevax", "Boostrix-IPV", "Adacel-Polio"]), ("DTaP-IPV-Hib-HepB", ["Infanrix hexa", "Vaxelis"]),
       ("MenB", ["Bexsero"]), ("MenACWY", ["Nimenrix", "Menveo", "MenQuadfi"]), ("PCV", ["Prevenar 20", "Vaxneuvance"]),
       ("PPV23", ["Pneumovax 23"]), ("HPV", ["Gardasil 9"]), ("Varicella", ["Varivax", "Varilrix"]),
       ("HepB", ["Engerix-B", "Recombivax HB"]), ("HepA", ["Havrix", "Avaxim"]), ("Influenza", ["Fluzone High-Dose", "Flucelvax", "Fluenz"]),
       ("COVID-19", ["Comirnaty (XBB.1.5)", "Spikevax", "Comirnaty JN.1"]), ("Zoster", ["Shingrix"]),
       ("RSV", ["Arexvy", "Abrysvo"]), ("BCG", ["BCG vaccine AJV"]), ("Typhoid", ["Typhim Vi", "Vivotif"]),
       ("Rabies", ["Imovax Rabies", "RabAvert"]), ("Mpox", ["Imvamune", "Jynneos"])]

SITES = ["L deltoid", "R deltoid", "L deltoid", "R deltoid IM", "L arm IM", "R arm IM", "L upper arm", "R arm"]

MEDS_BG = ["metformin 500 mg BID", "amlodipine 5 mg OD", "ramipril 10 mg daily", "atorvastatin 40 mg nocte",
           "levothyroxine 75 mcg OD", "salbutamol inh PRN", "sertraline 50 mg OD", "methadone 80 mg daily (pharmacy-dispensed)",
           "buprenorphine/naloxone 12 mg SL daily", "omeprazole 20 mg OD", "insulin glargine 22 units nocte",
           "apixaban 5 mg BID", "bisoprolol 2.5 mg OD", "quetiapine 100 mg HS", "Biktarvy 1 tab OD",
           "emtricitabine/tenofovir DF (PrEP) daily", "prednisolone 5 mg OD", "tamsulosin 400 mcg OD",
           "folic acid 5 mg", "ferrous fumarate 210 mg BD", "paracetamol 1 g QDS PRN", "acetaminophen 500 mg q6h PRN",
           "vitamin D 1000 IU daily", "Ventolin HFA 2 puffs q4h PRN", "gabapentin 300 mg TID"]

TB_DRUGS_CA = ["isoniazid 300 mg", "rifampin 600 mg", "pyrazinamide 1500 mg", "ethambutol 1200 mg", "pyridoxine (B6) 25 mg"]
TB_DRUGS_UK = ["Rifater 5 tabs", "ethambutol 1100 mg", "pyridoxine 10 mg", "Rifinah 300 2 tabs", "isoniazid 300 mg", "rifampicin 600 mg"]

ABX = ["azithromycin 500 mg OD x 3/7", "ciprofloxacin 500 mg stat", "ceftriaxone 2 g IV OD", "doxycycline 100 mg BD x 7/7",
       "phenoxymethylpenicillin 500 mg QDS x 10/7", "amoxicillin 1 g TDS", "benzathine penicillin G 2.4 MU IM stat",
       "oseltamivir 75 mg BID x 5 days", "metronidazole 400 mg TDS", "co-amoxiclav 625 mg TDS", "clarithromycin 500 mg BD"]


def vitals(r, fever=False):
    t = round(r.uniform(37.9, 39.9) if fever else r.uniform(36.2, 37.4), 1)
    hr = r.randint(88, 122) if fever else r.randint(58, 96)
    sbp = r.randint(96, 148)
    dbp = r.randint(54, 92)
    rr = r.randint(14, 26)
    sp = r.randint(92, 100)
    f = r.choice(["T {t}  HR {hr}  BP {s}/{d}  RR {rr}  SpO2 {sp}% RA",
                  "Temp {t}C, P {hr}, BP {s}/{d}, RR {rr}, sats {sp}% on air",
                  "Vitals: T={t} HR={hr} BP={s}/{d} RR={rr} O2 sat {sp}%",
                  "obs: temp {t}, pulse {hr} reg, bp {s}/{d}, resp {rr}, spo2 {sp}%"])
    return f.format(t=t, hr=hr, s=sbp, d=dbp, rr=rr, sp=sp)


def cbc(r):
    return ("Hb %d g/L, WBC %.1f x10^9/L (neut %.1f, lymph %.1f), Plt %d" %
            (r.randint(98, 162), r.uniform(3.1, 18.5), r.uniform(1.5, 14.0), r.uniform(0.4, 3.2), r.randint(88, 420)))


def chem(r):
    return ("Na %d, K %.1f, urea %.1f, creat %d umol/L, ALT %d, ALP %d, bili %d, CRP %d" %
            (r.randint(128, 144), r.uniform(3.3, 5.4), r.uniform(2.5, 14.0), r.randint(48, 190), r.randint(12, 420),
             r.randint(45, 260), r.randint(4, 88), r.randint(1, 240)))


def igra(r, pos=True):
    if pos:
        return "QuantiFERON-TB Gold Plus: POSITIVE (TB1 %.2f IU/mL, TB2 %.2f IU/mL, nil %.2f, mitogen >10)" % (
            r.uniform(0.4, 9.0), r.uniform(0.4, 9.0), r.uniform(0.01, 0.2))
    return "QuantiFERON-TB Gold Plus: NEGATIVE (TB1 %.2f, TB2 %.2f, nil %.2f, mitogen %.1f)" % (
        r.uniform(0.0, 0.2), r.uniform(0.0, 0.2), r.uniform(0.01, 0.1), r.uniform(4, 10))


def lot(r):
    L = "ABCDEFGHJKLMNPRSTUVWXYZ"
    return r.choice(["%s%s%d" % (r.choice(L), r.choice(L), r.randint(1000, 9999)),
                     "%d%s%d" % (r.randint(1, 9), r.choice(L), r.randint(100, 999)),
                     "U%d%s%s" % (r.randint(7000, 8999), r.choice(L), r.choice(L))])


def ct(r):
    return "%.1f" % r.uniform(16, 36)
