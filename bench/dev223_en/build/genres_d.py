"""Genres (author's own additions): ECMO retrieval / inter-hospital transfer
record, and post-discharge telephone follow-up by the cardiac surgery nurse
specialist (author 223)."""
import clin
import common as cm
from phi import P, Person, digits, letters


def clock(r, h0=None):
    """increasing times of day for one timeline"""
    m = [(h0 if h0 is not None else r.randint(0, 15)) * 60 + r.randint(0, 59)]

    def nxt(lo=10, hi=90):
        m[0] += r.randint(lo, hi)
        return "%02d:%02d" % ((m[0] // 60) % 24, m[0] % 60)
    return nxt


def tail(r):
    return "N" + str(r.randint(100, 999)) + letters(r, 2)


def g_retrieval(n, c):
    r = c.rng
    kind = r.choice(["ecmo", "ecmo", "dissection", "transfer"])
    n.t({"ecmo": r.choice(["ECMO RETRIEVAL RECORD\n", "Mobile ECMO Team - Retrieval Note\n"]),
         "dissection": "INTER-HOSPITAL TRANSFER - ACUTE AORTIC SYNDROME\n",
         "transfer": r.choice(["Critical Care Transfer Record\n", "INTERFACILITY TRANSFER NOTE\n"])}[kind])
    d = c.adm
    ck = clock(r)
    n.add("Retrieval ref: ", c.idnum(r.choice(["ECMO-R", "RT", "TX"])), "    Date: ", c.D(d), "\n")
    n.add("Referral call ", ck(0, 5), " from ", c.dr("intensivist", r.choice(["title", "title_full"])), ", ",
          P(c.ref_hosp.name, "HOSPITAL"), " ", r.choice(["ICU", "ED", "CCU", "theatre recovery"]))
    n.add(", ", P(c.ref_hosp.city, "CITY"))
    if not c.uk:
        n.add(", ", P(c.ref_hosp.region, "STATE"))
    n.add(". Callback ", P(c.ref_hosp.phone, "PHONE"), "\n")
    n.add("Patient: ", P(c.pt.form(r.choice(["full", "caps_comma", "full_mid"])), "PATIENT"), ", ", c.age_items(r.choice(["yo", "sexshort", "year-old"])),
          ", est. wt %d kg. Referring MRN " % r.randint(55, 120), P(digits(r, 8), "MRN"), "; our ", c.mrn_label(), " ", P(c.mrn, "MRN"), "\n")
    if r.random() < 0.5:
        n.add("Located: ", r.choice(["ICU bed ", "Resus bay ", "bed "]), P(str(r.randint(1, 20)), "LOCATION_OTHER"), "\n")
    n.t("\nReferral: ")
    if kind == "ecmo":
        n.t(r.choice(["Refractory cardiogenic shock post anterior STEMI, lactate %s on norad 0.4 + adrenaline 0.2." % clin.f1(r, 5, 14),
                      "Severe ARDS (influenza A), P/F 62 on FiO2 1.0, PEEP 14, Murray score 3.5.",
                      "Post-cardiotomy failure to wean after CABG, on IABP.",
                      "Massive PE, arrested x2 in ED, ROSC after 12 min."]) + "\n")
    elif kind == "dissection":
        n.t("CT: Stanford type A dissection, intimal flap from root to iliacs, pericardial effusion. BP %d/%d on labetalol.\n" % (
            r.randint(90, 170), r.randint(40, 90)))
    else:
        n.t(r.choice(["NSTEMI with LMS disease, ongoing pain, for urgent CABG.", "Infective endocarditis (Staph aureus) with AV abscess, for surgery.",
                      "Post-MI VSD, IABP in situ."]) + "\n")
    n.add("Accepted by: ", c.dr("surgeon", "title"), " and ", c.dr("retrieval", "title"), " at ", ck(10, 40), "\n\n")
    n.t("Team: ")
    n.add(c.dr("retrieval", "title_full"), " (", c.sp("attending", "consultant"), "), ")
    if kind == "ecmo":
        n.add(c.dr("perf", "full"), " (perfusion), ")
    n.add(c.dr("nurse", "full"), " (", c.sp("flight RN", "ICU nurse"), ")\n")
    v = r.random()
    if not c.uk and v < 0.5:
        n.add("Transport: rotor wing, aircraft ", P(tail(r), "VEHICLE"), r.choice(["; ground backup available.\n", ".\n", " (weather OK).\n"]))
    elif v < 0.8:
        n.add("Vehicle: ", r.choice(["critical care ambulance", "retrieval vehicle", "MICU"]), " reg ", c.plate(), "\n")
    else:
        n.t("Vehicle: local ambulance service, road transfer.\n")
    t = [ck(15, 45), ck(30, 110), ck(60, 180), ck(30, 110)]
    n.t("Timeline: depart base %s, arrive referring %s, depart %s, arrive %s.\n\n" % tuple(t))
    n.t("On arrival: " + clin.vitals(r, c.uk) + ". " + (clin.abg(r) if c.uk else clin.abg_us(r)) + "\n")
    if kind == "ecmo":
        n.t("Cannulation: %s, %s. " % (r.choice(["VA ECMO, fem-fem percutaneous", "VA ECMO, R fem venous 25Fr / L fem arterial 17Fr",
                                                 "VV ECMO, R IJ 23Fr return / R fem 25Fr drainage"]),
                                                r.choice(["distal perfusion cannula 8Fr placed", "no DPC", "US and fluoro guided"])))
        n.add("Console ", r.choice(["Cardiohelp", "CentriMag", "Rotaflow II"]), " SN ", c.serial(), ", circuit lot ", P(digits(r, 8), "DEVICE"),
              ". Flow %s L/min at %d rpm, sweep %s L.\n" % (clin.f1(r, 3, 5.5), r.randint(2800, 4200), clin.f1(r, 2, 6)))
    elif kind == "dissection":
        n.t("Art line L radial (R radial damped). Esmolol + GTN, target SBP <110. Blood: 4 units + FFP sent with team.\n")
    else:
        n.t("IABP 1:1, " + r.choice(["heparin infusion", "GTN 2 mg/h", "norad 0.1"]) + ". Pain score 3/10.\n")
    if r.random() < 0.4:
        n.add("IABP console SN ", c.serial(), " returned to ", P(c.ref_hosp.short, "HOSPITAL"), " on ", c.DS(c.days(d, r.randint(1, 3))), ".\n")
    n.t("Transfer: " + r.choice(["uneventful.", "one episode of desaturation to 84% on movement, resolved.", "circuit chatter at bridge, fluid 250 mL."]) + "\n")
    n.add("Handover at ", P(c.hosp.short if r.random() < 0.5 else c.hosp.name, "HOSPITAL"), " ", r.choice(["CTICU", "CVICU", "theatre", "cath lab"]),
          " bed ", P(str(r.randint(1, 20)), "LOCATION_OTHER"), " to ", c.dr("fellow", "title"), ".\n")
    if r.random() < 0.8:
        n.add("Family: ", c.famref(0), " ", r.choice(["informed by referring team", "spoken to at bedside", "travelling separately by car"]))
        if r.random() < 0.6:
            n.add(", mobile ", c.tel(True))
        if r.random() < 0.25:
            n.add("; driving from ", P(c.addr["city"], "CITY"), ", vehicle ", c.plate(), " - parking pass issued")
        n.t(".\n")
    if r.random() < 0.3:
        n.add("Patient valuables: wallet incl. ", c.sp("driver's license ", "driving licence "),
              P(letters(r, 1) + digits(r, 7) if not c.uk else letters(r, 5) + digits(r, 6) + letters(r, 2) + digits(r, 2), "LICENSE"), ", handed to ", c.famrel(0), ".\n")
    cm.admin(n, c, 0.4)
    n.t("\n")
    cm.sign(n, c, "retrieval")
    if r.random() < 0.5:
        n.add("Record uploaded from tablet ", c.ip(), " by ", c.user("nurse"), "\n")


def g_phone(n, c):
    r = c.rng
    d = c.days(c.dis, r.randint(2, 21))
    st = r.random()
    who_pt = r.random() < 0.6
    if st < 0.45:
        n.t(r.choice(["Telephone follow-up - Cardiac Surgery CNS\n", "TELEPHONE CONSULTATION\n", "Post-discharge phone call\n",
                      "Nurse-led telephone review (cardiothoracic)\n"]))
        n.add(P(c.pt.form(r.choice(["caps_comma", "full", "comma"])), "PATIENT"), "  ", c.mrn_label(), " ", P(c.mrn, "MRN"), "\n")
        n.add("Date/time: ", c.D(d), " ", clin.tm(r, 9, 17), "\n\n")
    else:
        n.add(c.D(d), " ", clin.tm(r, 9, 17), " ", r.choice(["TC", "Tel call", "Phone"]), " ", r.choice(["CNS", "cardiac surgery CNS", "NP"]), " - ")
    if who_pt:
        n.add("Called ", c.pn(r.choice(["title_last", "first", "title_last"])), " on ", c.tel(), ". ")
    else:
        n.add("Spoke with ", c.his, " ", c.famref(0), " (pt ", P(c.pt.form(r.choice(["initials", "first", "initials_bare"])), "PATIENT"), " ", r.choice(["asleep", "at GP", "hard of hearing", "consented"]), ") on ", c.tel(), ". ")
    if r.random() < 0.6:
        n.add("ID confirmed: DOB ", c.D(c.dob), r.choice([" and postcode ", " + first line of address "]) if c.uk else " and address ")
        if c.uk and n.parts[-1].endswith("postcode "):
            n.add(P(c.addr["zip"], "ZIP"))
        else:
            n.add(P(c.addr["street"], "STREET"))
        n.t(". ")
    n.add("Day %d post discharge, POD %d after " % ((d - c.dis).days, (d - c.op).days),
          r.choice(["CABG", "AVR", "MV repair", "EVAR", "VATS lobectomy", "fem-pop bypass"]), ".\n")
    issues = r.sample([
        "Wound: " + r.choice(["dry, healing", "small amount of clear ooze lower sternum", "leg wound red around 2 cm, warm", "steristrips off, fine"]),
        "Pain: " + r.choice(["controlled on paracetamol", "using oxycodone once a day", "sternal clicking on coughing"]),
        "Sleep poor, sleeping in chair", "Appetite improving", "Bowels opened", "Mild ankle swelling",
        "Palpitations x2 last night, lasted minutes", "Breathless on stairs, improving", "Low mood, tearful at times",
        "Walking 10 min twice daily", "Weight up 2 kg since discharge"], r.randint(2, 5))
    for i in issues:
        n.t(("- " if st < 0.45 else "") + i + (".\n" if st < 0.45 else ". "))
    if r.random() < 0.25:
        n.add(("- " if st < 0.45 else ""), r.choice(["Asking about flying to ", "Wants to travel to ", "Planning a trip to "]),
              P(r.choice(["Spain", "Ireland", "Portugal", "Canada", "Jamaica", "India", "Greece", c.country_origin]), "COUNTRY"),
              r.choice([" in 6 weeks - advised to check with insurer and wait until clinic review", " next month - not before 6 week review",
                        " for a family wedding - discuss at clinic"]), (".\n" if st < 0.45 else ". "))
    if st >= 0.45:
        n.t("\n")
    if r.random() < 0.35:
        n.add("INR ", clin.f1(r, 1.6, 3.8), " on ", c.DS(c.days(d, -1)), " at ", P(c.practice, "HOSPITAL"), "; warfarin dose ",
              r.choice(["unchanged", "reduced to 4 mg", "increased to 6 mg"]), ".\n")
    n.t("Advice: " + r.choice(["continue current meds, call if fever or wound discharge increases.",
                               "see GP/practice nurse for wound swab tomorrow.", "photo of wound requested via secure link",
                               "attend ED if chest pain or breathlessness worsens.", "reassured. Cardiac rehab to contact."]))
    if "link" in n.parts[-1]:
        n.add(" (", P("https://" + r.choice(["photos", "secure", "upload"]) + "." + r.choice(["example.net", "example.org", "cardiacfollowup.test"]) +
                     "/w/" + letters(r, 4).lower() + digits(r, 4), "URL"), ")")
        if r.random() < 0.5:
            n.add(" sent to ", P(c.fam[0][1].first.lower() + "." + c.fam[0][1].last.lower().replace("'", "") + str(r.randint(1, 99)) +
                                 "@" + r.choice(["example.com", "example.net", "mail.test"]), "EMAIL"))
    n.t("\n")
    if r.random() < 0.35:
        n.add("Discussed with ", c.dr("surgeon", "title"), " - ", r.choice(["happy with plan", "wants to see in clinic sooner",
                                                                           "start flucloxacillin, review 48 h"]), ".\n")
    n.add("Next call: ", c.D(c.days(d, r.randint(3, 14))) if r.random() < 0.6 else c.WD(c.days(d, r.randint(2, 6))), ".")
    if r.random() < 0.4:
        n.add(" Clinic ", c.D(c.days(d, r.randint(14, 40))), ".")
    n.t("\n")
    s = c.st("coord")
    v = r.random()
    if v < 0.4:
        n.add(s.ref("full"), r.choice([", Cardiac Surgery CNS", " CNS", ", RN", ""]), "\n")
    elif v < 0.7:
        n.add(s.ref("first"), " ", r.choice(["(CNS)", "ext ", "x"]))
        if n.parts[-1].endswith(" ") or n.parts[-1] == "x":
            n.add(P(digits(r, 4), "PHONE"))
        n.t("\n")
    else:
        cm.sign(n, c, "coord")
    if r.random() < 0.25:
        n.add("Entered by ", c.user("coord"), "\n")
