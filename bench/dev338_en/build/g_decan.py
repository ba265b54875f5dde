"""Genres: decannulation plan, speaking valve trial note, emergency bedhead sign and passport."""
import datetime as dt

import ids
import clin as K
from core import (NB, PAT, DOC, FAM, AGE, DATE, STREET, CITY, HOSP, ORG, LOC, MRN, HP, ACC, LIC, SSN,
                  DEV, IDN, PH, FAX, EML, URL, PROF)
from case import (banner, sign, clin, pt_name, pt_ref, dr_name, age_sex, nok_line, gp_line,
                  hn_items, footer_audit)


def _d(c, a, b):
    return c.d0 + dt.timedelta(days=c.r.randint(a, b))


def decannulation(c):
    r = c.r
    n = NB()
    banner(n, c, r.choice(["Decannulation Plan", "Tracheostomy Weaning & Decannulation Pathway",
                           "DECANNULATION PLAN - MDT"]), dept="Tracheostomy MDT")
    cons = clin(c, r.choice(["ent_cons", "icu_cons"]))
    cns = clin(c, "cns")
    slt = clin(c, "slt")
    phys = clin(c, "physio")
    n.ln("Date agreed: ", DATE(c.fd(c.d0)), "    MDT: ", r.choice(["weekly trach MDT", "ward round", "virtual MDT"]))
    n.ln("Consultant: ", dr_name(c, cons, "full"), "   Key worker: ", DOC(cns.p.f("full")), " (", cns.title, ")")
    n.ln("")
    n.ln("Background: ", age_sex(c), ", ", r.choice(K.INDICATIONS), ". Trach ", r.choice(["inserted", "placed", "formed"]),
         " ", DATE(c.fd(_d(c, -60, -10))), ". Current tube: ", K.tube(c), ".")
    n.ln("")
    n.ln("READINESS CRITERIA")
    crit = [
        "Alert, obeying commands (GCS %s)" % r.choice(["15", "E4VTM6", "14"]),
        "Effective cough - able to expectorate to mouth",
        "Secretions manageable, suction < %s in 24 h" % r.choice(["x2", "2-hourly", "4 times"]),
        "Tolerating cuff deflation %s" % r.choice(["24 h", "> 12 h", "continuously since day 14"]),
        "Speaking valve tolerated during waking hours",
        "Capping trial %s, overnight SpO2 > 92%%" % r.choice(["24 h", "48 h", "12 h then 24 h"]),
        "FiO2 <= 0.35, no ventilatory support",
        "%s: PAS %d, FOIS %d" % (r.choice(["FEES", "VFSS", "MBS"]), r.randint(1, 5), r.randint(3, 7)),
        "Upper airway patent on nasendoscopy - %s" % r.choice(["bilateral cord movement", "L cord paresis, adequate gap",
                                                               "no granuloma above stoma"]),
    ]
    for cr in r.sample(crit, r.randint(5, 8)):
        n.ln(r.choice(["[x] ", "[x] ", "[ ] ", "- "]), cr)
    n.ln("")
    n.ln("STAGED PLAN")
    d1 = _d(c, 0, 2)
    d2 = d1 + dt.timedelta(days=r.randint(1, 4))
    d3 = d2 + dt.timedelta(days=r.randint(1, 3))
    d4 = d3 + dt.timedelta(days=r.randint(1, 2))
    while d4.weekday() > 4:
        d4 += dt.timedelta(days=1)
    n.ln("Stage 1 ", DATE(c.fd_short(d1)), ": cuff deflation trials, ", r.choice(["increase by 2 h/day", "4 h x2", "all day, reinflate overnight"]))
    n.ln("Stage 2 ", DATE(c.fd_short(d2)), ": downsize to ", K.tube(c, short=True), " cuffless")
    n.ln("Stage 3 ", DATE(c.fd_short(d3)), ": capping trial ", r.choice(["24 h", "24-48 h", "12 h day then overnight"]),
         " with SpO2 monitoring")
    n.ln("Stage 4 ", DATE(c.fd(d4, r.choice(["wd_dmy", "wd_us_long", "d_month_y", "us" if c.cc == "US" else "dmy"]))),
         ": decannulate ", r.choice(["am, on weekday only", "before 11:00", "on trach round"]))
    n.ln("")
    n.ln("Stop / escalate if: RR > 25, SpO2 < 92%, stridor, increased WOB, patient distress. Uncap, inflate cuff if "
         "present, call ", r.choice(["outreach", "the trach team", "ICU liaison", "rapid response"]), " (",
         r.choice(["bleep ", "pager ", "ext "]), PH(ids.phone(c, "pager")), ").")
    n.ln("")
    n.ln("POST-DECANNULATION")
    n.ln("- ", r.choice(["Occlusive dressing (Duoderm + Tegaderm)", "Airtight dressing (Opsite)",
                         "Gauze + occlusive film dressing"]), "; patient to press over stoma when coughing/speaking")
    n.ln("- Obs ", r.choice(["1-hourly x4 then 4-hourly for 24 h", "4-hourly x 24 h", "q1h x4, q4h x24h"]),
         "; NEWS2 ", r.choice(["threshold 5", "escalation per protocol"]))
    n.ln("- Keep emergency equipment at bedside 24 h; bedhead sign changed to 'recently decannulated'")
    n.ln("- Stoma expected to close in 5-7 days; review stoma ", DATE(c.fd_short(d4 + dt.timedelta(days=r.randint(3, 7)))))
    n.ln("- ", c.sp("SLT"), " review of voice/swallow post decannulation (", DOC(slt.p.f(r.choice(["full", "fi"]))), ")")
    n.ln("- ", c.sp("physio").capitalize() if c.cc not in ("US", "CA") else "RT", ": ", DOC(phys.p.f("full")),
         " - ", r.choice(["chest clearance, ACBT", "incentive spirometry", "mobility"]))
    n.ln("")
    if r.random() < 0.5:
        n.ln("Discussed with patient and ", c.nok_rel, " ", FAM(c.nok.f(r.choice(["full", "first"]))),
             " - ", r.choice(["agreeable.", "anxious about capping, reassured.", "keen to proceed."]))
    dest = r.random()
    if dest < 0.4:
        n.ln("Discharge destination: home to ", CITY(c.addr["town"]), "; community team referral to ",
             HOSP(c.gp_practice), " and ", r.choice(["district nurses", "home health", "community nursing"]), ".")
    elif dest < 0.7:
        n.ln("Discharge destination: ", HOSP(c.care_home()), " (nursing home) - staff training booked ",
             DATE(c.fd_short(_d(c, 3, 10))), ".")
    else:
        n.ln("Discharge destination: rehab - ", HOSP(c.hospital()["name"]), ", ", HOSP(c.ward()), ".")
    n.ln("")
    n.ln("Signatures")
    for cl in [cons, cns, slt, phys]:
        n.ln("  ", DOC(cl.p.f(r.choice(["full", "fi", "lf"]))), " - ", cl.title,
             *([" - ", DATE(c.fd_short(c.d0))] if r.random() < 0.4 else []))
    if r.random() < 0.3:
        footer_audit(n, c)
    return n


def speaking_valve(c):
    r = c.r
    n = NB()
    slt = clin(c, "slt")
    banner(n, c, r.choice(["Speaking Valve Trial", "SLT - One-Way Valve Assessment",
                           "Speech Pathology: Speaking Valve Trial" if c.cc == "AU" else "PMV Trial Note"]),
           dept=r.choice(["Speech and Language Therapy", "Speech Pathology", "Rehabilitation Services"]))
    n.ln("Date: ", DATE(c.fd(c.d0)), "  Time: ", c.time(day=True), "  Location: ", HOSP(c.ward_name), " bed ", LOC(c.bed))
    n.ln("Referred by: ", dr_name(c, clin(c, r.choice(["cns", "icu_reg", "ent_reg"]))), " on ",
         DATE(c.fd_short(_d(c, -4, -1))))
    n.ln("")
    n.ln("Background: ", r.choice(K.INDICATIONS), ". ", r.choice(["Tracheostomy day ", "Trach day "]),
         str(r.randint(6, 45)), ". Tube: ", K.tube(c, cuff="cuffed"), ".")
    n.ln("Prior cuff deflation: ", r.choice(["tolerated 4 h yesterday", "first attempt", "tolerating 12 h/day",
                                             "intermittent, secretions above cuff"]), ".")
    n.ln("")
    n.ln("Pre-trial: ", K.obs(c), ". ", r.choice(["Oral suction + subglottic port aspirated (3 ml).",
                                                   "Suctioned via tube pre-deflation.", "Oral care completed."]))
    n.ln("Cuff deflated slowly, ", str(r.randint(5, 9)), " ml air removed. ",
         r.choice(["Finger occlusion: audible voice, air escaping around tube.",
                   "Gloved finger occlusion - patent upper airway, phonated /a/.",
                   "Finger occlusion: weak voice, mild back pressure on removal."]))
    valve = r.choice(K.VALVES)
    n.ln("Valve: ", valve, " placed at ", c.time(day=True), ".")
    n.ln("")
    n.ln("Trial:")
    n.ln("  Duration ", r.choice(["10 min", "20 min", "45 min", "30 min", "60 min"]), "; SpO2 ",
         str(r.randint(90, 99)), "-", str(r.randint(94, 100)), "%, RR ", str(r.randint(14, 26)), ", HR ",
         str(r.randint(64, 112)))
    n.ln("  Voice: ", r.choice(["clear, functional conversation", "hoarse, breathy, intelligible at sentence level",
                                "wet voice, cleared with cough", "aphonic initially, voice by 5 min"]),
         ". GRBAS G", str(r.randint(0, 3)), "R", str(r.randint(0, 2)), "B", str(r.randint(0, 3)), "A",
         str(r.randint(0, 2)), "S", str(r.randint(0, 2)))
    n.ln("  ", r.choice(["No air trapping on valve removal.", "Mild air trapping - audible rush on removal.",
                         "No signs of increased WOB."]))
    n.ln("  Swallow: ", r.choice(["modified Evan's blue dye test negative x3",
                                  "blue dye test: trace of blue at 30 min - positive",
                                  "saliva swallows x3, laryngeal elevation palpable, no cough",
                                  "not assessed today"]))
    if r.random() < 0.5:
        n.ln("  Oral trials: IDDSI level ", r.choice(["4 puree", "5 minced & moist", "7 easy to chew"]), ", fluids ",
             r.choice(["level 0 thin", "level 2 mildly thick", "level 1 slightly thick"]), " - ",
             r.choice(["no overt signs of aspiration", "delayed cough after 3rd sip", "coughing - stopped"]))
    if r.random() < 0.4:
        n.ln("  ", c.nok_rel.capitalize(), " ", FAM(c.nok.f("first")),
             r.choice([" present - patient spoke to her for first time since admission.",
                       " present, tearful on hearing voice.", " shown how to fit valve."]).replace(
                 "her", "him" if c.nok.sex == "M" else "her"))
    n.ln("")
    n.ln("Impression: ", r.choice(["Tolerated valve well.", "Partial tolerance - fatigue after 20 min.",
                                   "Not tolerated today - back pressure, RR 30.", "Good candidate for valve use during day."]))
    n.ln("Plan:")
    for i, pl in enumerate(r.sample([
            "Valve in use with cuff FULLY deflated only - sign above bed",
            "Increase to %s" % r.choice(["2 h TDS", "all waking hours", "30 min QDS"]),
            "Never use valve with HME or closed suction inline",
            "Nursing staff trained (%s)" % r.choice(["3 RNs", "day team", "night team to be trained"]),
            "FEES booked %s" % "",
            "Review %s" % "",
            "Valve to remain off overnight",
            "Remove valve if coughing, distressed or SpO2 < 92%"], r.randint(3, 5))):
        if pl.startswith("FEES booked"):
            n.ln("  ", str(i + 1), ". FEES booked ", DATE(c.fd_short(_d(c, 2, 9))), " (", r.choice(["ENT clinic", "bedside"]), ")")
        elif pl.startswith("Review"):
            n.ln("  ", str(i + 1), ". Review ", DATE(c.fd(_d(c, 1, 4), "wd" if r.random() < 0.5 else None)))
        else:
            n.ln("  ", str(i + 1), ". ", pl)
    n.ln("")
    sign(n, c, slt, style=r.choice(["uk", "plain", "esig", "bleep"]))
    if r.random() < 0.35:
        n.ln("cc: ", DOC(clin(c, "cns").p.f("full")), "; ", DOC(clin(c, "ent_cons").p.f("fi")))
    return n


def bedhead(c):
    r = c.r
    n = NB()
    lary = c.kind == "lary"
    c.ins_date = c.d0 - dt.timedelta(days=r.randint(2, 12) if r.random() < 0.5 else r.randint(30, 1500))
    if r.random() < 0.5:
        _sign_block(c, n, lary)
        if r.random() < 0.4:
            n.ln("")
            n.ln("=" * 30)
            _passport(c, n, lary)
    else:
        _passport(c, n, lary)
    return n


def _sign_block(c, n, lary):
    r = c.r
    if lary:
        n.ln("THIS PATIENT HAS A LARYNGECTOMY")
        n.ln("NECK BREATHER - NO UPPER AIRWAY. CANNOT BE INTUBATED OR OXYGENATED VIA THE MOUTH.")
    else:
        new = (c.d0 - c.ins_date).days < 14
        n.ln("THIS PATIENT HAS A ", r.choice(["NEW TRACHEOSTOMY", "TRACHEOSTOMY"] if new else
                                             ["TRACHEOSTOMY", "TRACHEOSTOMY (with patent upper airway)"]))
    n.ln("")
    n.ln("Name: ", PAT(c.pt.f(r.choice(["full", "LF", "fml"]))), "   ", r.choice(["Hospital no", "MRN", "UR"]), ": ", MRN(c.mrn))
    n.ln("Ward: ", HOSP(c.ward_name), "   Bed: ", LOC(c.bed))
    if lary:
        n.ln("Date of laryngectomy: ", DATE(c.fd(c.ins_date)))
        n.ln("Voice prosthesis: ", r.choice(["yes - ", "YES "]), K.vp(c), " (do NOT remove)" if r.random() < 0.6 else "")
        n.ln("Stoma: ", r.choice(["Larytube 9 mm in situ", "no tube", "Provox LaryTube 10/36", "stoma button"]))
    else:
        n.ln("Date of insertion: ", DATE(c.fd(c.ins_date)),
             "   Type: ", r.choice(["Percutaneous", "Surgical", "Surgical (Bjork flap)"]))
        n.ln("Tube: ", K.tube(c))
        n.ln("Stay sutures: ", r.choice(["NO", "YES - remove day 5"] if new else ["NO", "n/a", "removed"]), "   Difficult airway: ",
             r.choice(["NO", "YES - Cormack-Lehane 3, videolaryngoscope", "unknown"]))
        n.ln("Can be oro-tracheally intubated: ", r.choice(["YES", "YES (Grade 1 view)", "DIFFICULT - see notes"]))
    n.ln("")
    n.ln("EMERGENCY: call ", r.choice({"UK": ["2222"], "IE": ["2222", "999"], "US": ["Code Blue / Rapid Response"],
                                        "CA": ["Code Blue"], "AU": ["MET call 7777", "Code Blue"],
                                        "NZ": ["777", "Code Blue"], "ZA": ["Code Red"]}[c.cc]),
         " and request ", r.choice(["anaesthetics + ENT", "airway team", "ENT and ICU"]).replace(
             "anaesthetics", c.sp("anaesthetist") + "s" if c.cc in ("US", "CA") else "anaesthetics"))
    n.ln("Apply high-flow O2 to ", "STOMA" if lary else "FACE AND TRACHEOSTOMY", ". Remove speaking valve / cap / HME.")
    n.ln("Remove inner tube - suction - deflate cuff - remove tube if not patent" if not lary else
         "Suction stoma; remove Larytube/HME; do NOT remove voice prosthesis unless dislodged")
    n.ln("")
    filled = clin(c, r.choice(["cns", "nurse", "ent_reg"]))
    n.ln("Completed by: ", DOC(filled.p.f(r.choice(["full", "fi"]))), "  ", DATE(c.fd(c.d0)), "  ",
         r.choice(["Tel", "Ext", "Bleep"]), " ", PH(ids.phone(c, r.choice(["pager", "ward"]))))


def _passport(c, n, lary):
    r = c.r
    n.ln(r.choice(["MY TRACHEOSTOMY PASSPORT", "Tracheostomy Passport", "Patient-held Airway Passport"])
         if not lary else r.choice(["LARYNGECTOMY PASSPORT", "Neck Breather Alert Card + Passport",
                                    "My Laryngectomy Passport"]))
    n.ln("Issued by: ", HOSP(c.hosp["name"]), " ", r.choice(["Head & Neck Service", "ENT", "Laryngectomy Clinic"]
                                                            if lary else ["Tracheostomy Team", "ENT", "Airway Service"]))
    n.ln("")
    n.ln("About me")
    nick = c.pt.first[:3] if len(c.pt.first) > 5 and c.pt.first[:3].isalpha() and r.random() < 0.4 else c.pt.first
    n.ln("  Name: ", PAT(c.pt.f("full")), "    Preferred name: ", PAT(nick))
    n.ln("  DOB: ", DATE(c.fd(c.dob)), "    ", hn_items(c))
    if c.ssn and c.cc in ("US", "IE", "CA") and r.random() < 0.35:
        n.ln("  ", c.ssn[0], ": ", SSN(c.ssn[1]))
    n.ln("  Address: ", c.addr_items(c.addr))
    n.ln("  Home phone: ", PH(ids.phone(c, "land")))
    if r.random() < 0.4:
        n.ln("  Email: ", EML(ids.email(c, c.pt)))
    n.ln("  I communicate by: ", r.choice(["electrolarynx (Servox)", "voice prosthesis speech", "writing / iPad app"]
                                          if lary else ["speaking valve", "writing / iPad app", "mouthing - please be patient",
                                                        "finger occlusion of tube", "my own voice (cuff down)"]))
    nok_line(n, c, "  Next of kin")
    gp_line(n, c)
    n.ln("")
    n.ln("My airway")
    if lary:
        n.ln("  Total laryngectomy ", DATE(c.fd(c.ins_date, "month_y")),
             " for ", r.choice(K.LARY_DX))
        vpd = K.vp(c)
        n.ln("  Voice prosthesis: ", vpd, "; last changed ", DATE(c.fd(c.d0 - dt.timedelta(days=r.randint(10, 120)))))
        n.ln("  Lot no: ", DEV(ids.serial(c, "lot")))
        n.ln("  HME: ", r.choice(K.HMES), "; ", r.choice(["LaryTube 8 mm night only", "adhesive base plates (Flexiderm)", "no tube"]))
    else:
        n.ln("  Tracheostomy since ", DATE(c.fd(c.ins_date)), " (",
             r.choice(["long-term", "weaning", "ventilated nights"] if (c.d0 - c.ins_date).days > 20 else ["new", "weaning"]), ")")
        n.ln("  Tube: ", K.tube(c))
        n.ln("  Tube serial no: ", DEV(ids.serial(c)), "   Spare: ", K.tube(c, short=True))
        n.ln("  Upper airway: ", r.choice(["PATENT - can be intubated from above", "NOT patent - subglottic stenosis",
                                           "partially obstructed"]))
        if r.random() < 0.4:
            n.ln("  Ventilator: ", r.choice(["Trilogy Evo", "Astral 150", "Astral 100"]), " SN ",
                 DEV(ids.serial(c, "vent")), " settings in green folder")
    if lary:
        n.ln("  Next VP review ", DATE(c.fd(c.d0 + dt.timedelta(days=r.randint(20, 120)))),
             "; usual device life ", r.choice(["3-4 months", "8 weeks", "about 6 months"]))
    else:
        n.ln("  Tube changes every ", r.choice(["28 days", "30 days", "4 weeks", "6 weeks"]), "; next due ",
             DATE(c.fd(c.d0 + dt.timedelta(days=r.randint(5, 40)))))
    n.ln("")
    n.ln("Who to contact")
    cns = clin(c, "hn_cns" if lary else "cns")
    n.ln("  ", cns.title, ": ", DOC(cns.p.f("full")), "  ", PH(ids.phone(c, "ward")))
    if r.random() < 0.6:
        n.ln("  Email: ", EML(ids.email(c, cns.p if r.random() < 0.5 else None)))
    n.ln("  ENT clinic: ", PH(ids.phone(c, "land")), r.choice(["  Fax ", "  fax: "]), FAX(ids.phone(c, "land")))
    if r.random() < 0.5:
        sup = c.org("supplier")
        n.ln("  Supplies: ", ORG(sup), " ", PH(ids.phone(c, "land")), " - customer no. ", ACC(ids.account(c)[1]))
    if r.random() < 0.5:
        n.ln("  Online copy: ", URL(ids.url(c, "passport")))
    n.ln("  Emergencies: ", {"UK": "999", "IE": "999 / 112", "US": "911", "CA": "911", "AU": "000",
                             "NZ": "111", "ZA": "10177"}[c.cc], " - say 'I am a neck breather'")
    n.ln("")
    n.ln("Passport reviewed: ", DATE(c.fd(c.d0)), " by ", DOC(cns.p.f(r.choice(["fi", "INIT", "full"]))))
