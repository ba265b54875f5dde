"""Genres: notifiable disease report, contact tracing interview, TB clinic note with DOT log, travel clinic."""
import datetime as dt

import pools as P
from common import Case, fields_out, demo_fields, sig, labs, vitals, FILLER
from phi import Note

DISEASES = {"US": ["Pertussis", "Measles", "Salmonellosis", "Legionnaires' disease", "Hepatitis A", "Shigellosis",
                   "Coccidioidomycosis", "Lyme disease", "STEC O157 infection", "Invasive meningococcal disease"],
            "UK": ["Measles", "Scarlet fever", "Food poisoning (Campylobacter)", "Mumps", "Legionnaires' disease",
                   "Invasive group A streptococcal infection", "Hepatitis A", "Tuberculosis", "Typhoid fever"],
            "AU": ["Ross River virus infection", "Q fever", "Pertussis", "Salmonellosis", "Murray Valley encephalitis",
                   "Meningococcal disease", "Psittacosis", "Measles", "Melioidosis", "Barmah Forest virus infection"]}


def notifiable(cx):
    r = cx.r
    n = Note()
    cs = Case(cx, 1, 92)
    dis = r.choice(DISEASES[cx.c])
    title = {"US": "CONFIDENTIAL MORBIDITY REPORT", "UK": "NOTIFICATION OF INFECTIOUS DISEASE (HPR 2010)",
             "AU": "NOTIFIABLE CONDITION REPORT - MEDICAL PRACTITIONER"}[cx.c]
    n(title, "\n", "Notification no: ", cx.idn("NDR"), "    Received: ", cx.D(), " %02d:%02d\n\n" % (
        r.randint(0, 23), r.randint(0, 59)))
    n("SECTION A - NOTIFYING PRACTITIONER\n")
    fields_out(n, cx, [("Name", cx.doc(cs.doc, "plain")), ("Facility", [cs.hosp]),
                       ("Phone", [cx.phone()]), ("Fax", [cx.fax()]), ("Email", [cx.email(cs.doc)])],
               r.choice(["kv", "aligned", "caps"]))
    n("SECTION B - PATIENT\n")
    ext = [("Sex", [cs.p.sex])]
    if cx.c == "US" and r.random() < 0.6:
        ext.append(("SSN", [cx.ssn()]))
    if cx.c == "AU" and r.random() < 0.6:
        ext.append(("Medicare No", [cx.plan()]))
    ext.append(("Occupation", [cs.prof]))
    ext.append(("Workplace/school", [cs.emp]))
    ext.append(("Country of birth", [("COUNTRY", r.choice(P.BIRTH_COUNTRIES))]))
    fields_out(n, cx, demo_fields(cx, cs, ext))
    n("SECTION C - CLINICAL\nCondition: ", dis, "\nOnset date: ", cx.D(cx.day(-20, -5)), "\n")
    if r.random() < 0.6:
        a, b = cx.day(-15, -8), cx.day(-7, 0)
        n("Hospitalised: yes, ", cs.hosp, ", admitted ", cx.D(a), " - discharged ", cx.D(b), ", room ",
          ("LOCATION_OTHER", "%d%s" % (r.randint(100, 950), r.choice(["", "A", "B"]))), "\n")
    else:
        n("Hospitalised: no. Managed in primary care.\n")
    n("Symptoms: ", r.choice(["fever, cough, coryza and maculopapular rash", "bloody diarrhoea and cramps",
                              "fever, myalgia and polyarthralgia", "paroxysmal cough with whoop and post-tussive "
                              "vomiting", "fever, headache and petechial rash"]), ".\n")
    n(r.choice(FILLER), "\n\n")
    n("SECTION D - LABORATORY\n")
    for _ in range(r.randint(1, 3)):
        n("  Specimen ", cx.idn(r.choice(["S", "MB", "LAB"])), "  collected ", cx.D(cx.day(-10, 0)), "  ",
          r.choice(["PCR positive", "IgM reactive", "culture: Salmonella Typhimurium", "NAAT detected",
                    "serology rising titre (1:40 -> 1:320)", "urinary antigen positive"]), "\n")
    n("Reporting laboratory: ", cx.hosp(), " Pathology, tel ", cx.phone(), "\n\n")
    n("SECTION E - RISK FACTORS\n")
    if r.random() < 0.6:
        c, city = cx.travel()
        n("Travel in incubation period: ", ("CITY", city), ", ", ("COUNTRY", c), " from ", cx.D(cx.day(-40, -30)),
          " to ", cx.D(cx.day(-29, -21)), ".\n")
    else:
        n("No travel outside the ", {"US": "state", "UK": "UK", "AU": "state"}[cx.c], " in the incubation period.\n")
    n("Household contacts: ")
    k = r.randint(1, 3)
    for i in range(k):
        f = cx.person()
        rel = r.choice(["parent", "partner", "child", "grandparent", "flatmate", "sibling", "housemate"])
        n(", " if i else "", rel, " ", ("FAMILY", f.first + " " + f.last), " (", ("AGE", str(r.randint(1, 80))), ")")
    n(".\nVaccination status: ", r.choice(["MMR x2 documented", "unvaccinated", "unknown", "DTaP up to date",
                                           "not applicable"]), ".\n\n")
    if r.random() < 0.7:
        n("Submitted electronically via ", cx.url(), " by user ", cx.user(cs.doc), " from ", cx.ip(), " on ",
          cx.D(), ".\n")
    sig(n, cx, cs.doc2, "Health Protection Practitioner")
    return n


def contact_tracing(cx):
    r = cx.r
    n = Note()
    cs = Case(cx, 16, 75)
    iv = cs.doc
    dis = r.choice(["COVID-19", "measles", "pertussis", "TB (smear positive)", "meningococcal disease",
                    "mpox", "hepatitis A", "syphilis"])
    n("CONTACT TRACING INTERVIEW RECORD\nCase ID: ", cx.idn("CT"), "\nInterview date: ", cx.D(), "  Mode: ",
      r.choice(["telephone", "video call", "home visit"]), "\nInterviewer: ", cx.doc(iv, r.choice(["plain", "cred"])),
      "\nCase: ", cx.nm(cs.p, "PATIENT", r.choice(["full", "LF", "UPPER"])), ", ", cx.age_items(cs.age, cs.p.sex),
      ", tel ", cs.phone, "\nCondition: ", dis, "\n\nTRANSCRIPT (summarised)\n")
    ivn = iv.first.lower() if r.random() < 0.5 else "interviewer"
    cn = "case"
    n(ivn.upper() if r.random() < 0.3 else ivn, ": hi, is that ", cx.nm(cs.p, "PATIENT", "first"),
      "? it's ", ("DOCTOR", iv.first), " from the health protection team.\n")
    n(cn, ": yes speaking.\n")
    n(ivn, ": can you confirm your date of birth?\n", cn, ": ", cx.D(cs.dob, r.choice(["mdy_txt", "dmy_txt", "num"])),
      ".\n")
    n(ivn, ": and you're still at ", cs.addr(cx), "?\n", cn, ": yep.\n")
    n(ivn, ": when did you first feel unwell?\n", cn, ": around ", cx.D(cx.day(-9, -5), r.choice(
        ["wk", "weekday", "ord", "short"])), ", maybe the night before.\n")
    n(ivn, ": are you working at the moment?\n", cn, ": yeah i'm a ", cs.prof, " at ", cs.emp,
      ", i did shifts on ", cx.D(cx.day(-8, -6), "weekday"), " and ", cx.D(cx.day(-5, -3), "weekday"), ".\n")
    n(ivn, ": who do you live with?\n", cn, ": ")
    hh = []
    for i in range(r.randint(1, 3)):
        f = cx.person()
        rel = r.choice(["my partner", "my flatmate", "my kid", "my sibling", "my housemate", "my grandparent", "my cousin"])
        ag = str(r.randint(2, 84))
        hh.append((f, rel, ag))
        n(", " if i else "", rel, " ", ("FAMILY", f.first), ", who's ", ("AGE", ag))
    n(".\n")
    n(ivn, ": any gatherings, gym, church, pubs in the last fortnight?\n", cn, ": i went to ",
      ("ORGANIZATION", r.choice(P.VENUES).replace("the ", "").replace("The ", "")), " on ",
      cx.D(cx.day(-12, -6), r.choice(["wk", "weekday", "dmy_txt"])), " and met ", ("FAMILY", cx.person().first),
      " at ", ("LOCATION_OTHER", r.choice(P.LANDMARKS).replace("the ", "")), " after.\n")
    if r.random() < 0.6:
        f = cx.person()
        n(ivn, ": did you share a car with anyone?\n", cn, ": my mate ", ("FAMILY", f.first + " " + f.last),
          " drives me in, the car reg is ", cx.vehicle(), ".\n")
    n(ivn, ": ok. we'll text you on ", cs.phone, " with isolation advice. anything else?\n", cn,
      ": no that's it, thanks.\n\n")
    n("CONTACT LIST\n")
    n("%-4s %-26s %-10s %-5s %-18s %s\n" % ("#", "Name", "Rel", "Age", "Last exposure", "Phone"))
    for i, (f, rel, ag) in enumerate(hh):
        nm = f.first + " " + f.last
        n("%-4d " % (i + 1), ("FAMILY", nm), " " * max(1, 27 - len(nm)), rel.replace("my ", "").ljust(10), " ",
          ("AGE", ag), " " * (6 - len(ag)), cx.D(cx.day(-3, 0), "num"), "        ", cx.phone(ext=False), "\n")
    for j in range(r.randint(1, 3)):
        f = cx.person()
        nm = f.last.upper() + ", " + f.first
        n("%-4d " % (len(hh) + j + 1), ("FAMILY", nm), " " * max(1, 27 - len(nm)), "coworker".ljust(10), " ",
          ("AGE", str(r.randint(18, 66))), "    ", cx.D(cx.day(-6, -3), "num"), "        ", cx.phone(), "\n")
    n("\nActions: contacts advised, ", r.choice(["PEP offered to household", "MMR offered within 72 hours",
                                                   "chemoprophylaxis with ciprofloxacin 500 mg stat",
                                                   "symptom monitoring for 21 days", "IGRA at 8 weeks"]),
      ". Workplace lead ", ("FAMILY", cx.person().first + " " + cx.person().last), " informed at ", cs.emp, ".\n")
    sig(n, cx, iv)
    return n


def tb_dot(cx):
    r = cx.r
    n = Note()
    cs = Case(cx, 18, 88)
    birth = r.choice(P.BIRTH_COUNTRIES)
    n(r.choice(["TB CLINIC - FOLLOW UP", "Tuberculosis Service Review", "TB Nurse-led Clinic"]), "\n",
      cs.hosp, "\n\n")
    fields_out(n, cx, demo_fields(cx, cs, [("Clinic date", [cx.D()]), ("Key worker", cx.doc(cs.doc, "cred"))]))
    n(cx.nm(cs.p, "PATIENT", "title"), " is a ", cx.age_items(cs.age, cs.p.sex, r.choice(["year", "yo", "y/o"])),
      " ", cs.prof, " born in ", ("COUNTRY", birth), ", arrived ", cx.D(cx.dob(r.randint(2, 15)), "year"),
      ", with ", r.choice(["pulmonary TB, smear positive", "TB lymphadenitis (cervical)", "pleural TB",
                           "latent TB infection on 3HP", "spinal TB (T8-T9)"]),
      ". Treatment started ", cx.D(cx.day(-120, -40)), " with RHZE (Rifinah/Voractiv by weight band).\n\n")
    n("Progress: ", r.choice(["cough settled", "gained weight", "mild nausea with pyrazinamide", "no adverse effects",
                              "reports orange urine, reassured"]), ". ", vitals(cx), ".\n")
    labs(n, cx, "tb")
    n("\nDOT LOG (", r.choice(["in person", "video observed therapy", "mixed in-person/VOT"]), ")\n")
    obs = [cx.person() for _ in range(2)]
    pipe = r.random() < 0.5
    if pipe:
        n("| Date | Dose | Observed by | Method | Comment |\n|---|---|---|---|---|\n")
    else:
        n("Date          Dose   Observer            Method  Comment\n")
    d = cx.day(-14, -8)
    for i in range(r.randint(5, 9)):
        d = d + dt.timedelta(days=r.choice([1, 1, 2, 3]))
        o = r.choice(obs)
        ov = r.choice([o.first[0] + o.last[0], o.first + " " + o.last[0] + ".", o.last])
        ds = r.choice(["taken", "taken", "taken", "missed", "late"])
        meth = r.choice(["home", "clinic", "VOT", "VOT"])
        com = r.choice(["-", "no ADRs", "nausea", "patient at work", "phone off", "pill count ok"])
        if pipe:
            n("| ", cx.D(d, r.choice(["num", "wk"])), " | ", ds, " | ", ("DOCTOR", ov), " | ", meth, " | ", com, " |\n")
        else:
            dv = cx.dfmt(d, "num")
            n(("DATE", dv), " " * max(1, 14 - len(dv)), ds.ljust(6), " ", ("DOCTOR", ov), " " * max(1, 20 - len(ov)),
              meth.ljust(7), " ", com, "\n")
    n("\nVOT app login: ", cx.user(cs.p), "; tablet loaned SN ", cx.device(), ".\n")
    n("Contacts screened: ")
    for i in range(r.randint(1, 3)):
        f = cx.person()
        n("; " if i else "", r.choice(["spouse", "child", "sibling", "lodger", "parent", "cousin"]), " ",
          ("FAMILY", f.first + " " + f.last), ", ", ("AGE", str(r.randint(1, 80))), ", ",
          r.choice(["IGRA negative", "IGRA positive - LTBI treatment offered", "CXR normal", "awaiting Mantoux"]))
    n(".\nInterpreter: ", ("DOCTOR", cx.person().first + " " + cx.person().last), " (", r.choice(
        ["Dari", "Tigrinya", "Burmese", "Somali", "Mandarin", "Tagalog", "Polish"]), ").\n")
    n("Next review ", cx.D(cx.day(20, 40)), " at ", cs.hosp, ". Out-of-hours TB line ", cx.phone(), ".\n")
    sig(n, cx, cs.doc2, "TB Nurse Specialist")
    return n


def travel(cx):
    r = cx.r
    n = Note()
    cs = Case(cx, 17, 79)
    trips = [cx.travel() for _ in range(r.randint(1, 3))]
    n(r.choice(["Travel Health Consultation", "PRE-TRAVEL RISK ASSESSMENT", "Travel Clinic Note"]), " - ",
      cs.hosp, "\n")
    extra = [("Passport no", [cx.idn("P")]), ("Travel insurance", [cx.plan()])]
    if r.random() < 0.5:
        extra.append(("Email", [cx.email(cs.p)]))
    fields_out(n, cx, demo_fields(cx, cs, extra))
    a = cx.day(10, 40)
    b = a + dt.timedelta(days=r.randint(10, 120))
    n("Itinerary: ")
    for i, (c, city) in enumerate(trips):
        n(" -> " if i else "", ("CITY", city), " (", ("COUNTRY", c), ")")
    n("\nDates: ", cx.D(a), r.choice([" - ", " to ", " until "]), cx.D(b), " (", str((b - a).days), " days)\n")
    n("Purpose: ", r.choice(["visiting friends and relatives", "volunteering with ", "business for ",
                              "backpacking", "Hajj/Umrah", "medical elective"]))
    if n.parts[-1].endswith("for ") or n.parts[-1].endswith("with "):
        n(("ORGANIZATION", r.choice(["Hope Without Borders", "Clearwater Mining Group", "Seedline Agritech",
                                     "Open Hands Mission", "Kestrel Engineering"])))
    n(". Occupation: ", cs.prof, ".\n\n")
    n(cx.nm(cs.p, "PATIENT", r.choice(["title", "first", "full"])), " (", cx.age_items(cs.age, cs.p.sex,
                                                                                          r.choice(["sexage", "yo",
                                                                                                    "aged"])),
      ") has ", r.choice(["no significant PMH", "well-controlled asthma", "type 2 diabetes on metformin",
                          "HIV on ART, CD4 650", "previous splenectomy"]), ". Travelling with ",
      r.choice(["their partner ", "a friend ", "a colleague ", "a sibling "]), ("FAMILY", cx.person().first), ", ",
      cx.age_items(r.randint(18, 80), form=r.choice(["aged", "yo"])), ".\n\n")
    n("Vaccines given today:\n")
    for v in r.sample(["Hepatitis A (Havrix 1440)", "Typhoid Vi polysaccharide", "Rabies PrEP dose 1 (ID)",
                       "Yellow fever (Stamaril)", "Japanese encephalitis (Ixiaro)", "MenACWY", "dTaP/IPV booster",
                       "Cholera oral (Dukoral)"], r.randint(2, 4)):
        n("  - ", v, " into ", r.choice(["L", "R"]), " deltoid\n")
    n("Malaria: ", r.choice(["atovaquone-proguanil 1 tab daily, start 2 days before, continue 7 days after",
                            "doxycycline 100 mg daily, continue 4 weeks after return", "not indicated",
                            "mefloquine 250 mg weekly"]), ".\n")
    if r.random() < 0.5:
        n("Yellow fever certificate (ICVP) no. ", ("LICENSE", "YF" + cx.dig(7)),
          " issued, valid from ", cx.D(a + dt.timedelta(days=10)), ".\n")
    n("Advice: bite avoidance (DEET 50%), food and water, rabies, altitude, ", r.choice(
        ["sexual health", "road safety", "dengue awareness"]), ". Return to ", cs.hosp, " for dose 2 on ",
      cx.D(cx.day(5, 9), r.choice(["wk", "wkfull", "ord"])), ".\n")
    n("Booking reference ", cx.acct(), "; online record at ", cx.url(), ".\n")
    sig(n, cx, cs.doc, "Travel Medicine Nurse")
    return n


GENRES = {"notifiable_disease_report": notifiable, "contact_tracing_interview": contact_tracing,
          "tb_clinic_dot_log": tb_dot, "travel_clinic_consultation": travel}
