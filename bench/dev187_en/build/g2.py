"""Genres: discharge summary with medication changes; Heart Team MDT outcome."""
import clin
import pools as P
from blocks import driving, pt_block, pt_ref, title_name, holiday_phrase
from core import Note, cap

# (drug, reason, groups) ; groups: a=ACS/CAD, h=heart failure/valve, f=AF/SVT, v=VT/brady, p=pericarditis, x=any
CHANGES = {
    "started": [("Ticagrelor 90 mg BD", "DAPT post PCI - 12 months", "a"), ("Atorvastatin 80 mg nocte", "secondary prevention", "a"),
                ("Bisoprolol 2.5 mg OD", "post MI / rate control", "afhv"), ("Ramipril 1.25 mg OD", "LV impairment - titrate", "ah"),
                ("Apixaban 5 mg BD", "AF, CHA2DS2-VASc 3", "f"), ("Dapagliflozin 10 mg OD", "HFrEF", "h"),
                ("Eplerenone 25 mg OD", "post MI LVEF <40%", "ah"), ("Sacubitril/valsartan 24/26 mg BD", "HFrEF - ACEi washout done", "h"),
                ("Lansoprazole 15 mg OD", "GI protection on DAPT", "a"), ("GTN spray 400 micrograms PRN", "angina", "a"),
                ("Furosemide 40 mg OM", "fluid overload", "h"), ("Amiodarone 200 mg OD", "VT suppression", "v"),
                ("Colchicine 500 micrograms BD", "pericarditis - 3 months", "p"), ("Ibuprofen 600 mg TDS", "pericarditis - 2 weeks then taper", "p"),
                ("Edoxaban 60 mg OD", "AF - anticoagulation", "f"), ("Diltiazem MR 120 mg OD", "rate control (LVEF preserved)", "f"),
                ("Nicotine replacement patch 21 mg/24 h", "smoking cessation", "x")],
    "stopped": [("Ibuprofen 400 mg TDS", "NSAID - fluid retention/bleeding risk", "ahfv"), ("Amlodipine 5 mg OD", "hypotension", "x"),
                ("Aspirin 75 mg OD", "now on DOAC; single antithrombotic", "f"), ("Diltiazem MR 120 mg OD", "negatively inotropic in LVSD", "h"),
                ("Ramipril 5 mg OD", "switched to sacubitril/valsartan", "h"), ("Simvastatin 20 mg ON", "changed to high-intensity statin", "a"),
                ("Doxazosin 4 mg OD", "postural hypotension", "x"), ("Gliclazide 80 mg BD", "hypoglycaemia; SGLT2i started", "h"),
                ("Verapamil 80 mg TDS", "bradycardia / heart block", "v"), ("Flecainide 50 mg BD", "structural heart disease", "av")],
    "changed": [("Furosemide 40 mg OM -> 80 mg OM", "persistent congestion", "h"), ("Bisoprolol 5 mg -> 2.5 mg OD", "bradycardia 48 bpm", "x"),
                ("Metformin 1 g BD -> 500 mg BD", "eGFR 38", "x"), ("Apixaban 5 mg BD -> 2.5 mg BD", "dose-reduction criteria met", "f"),
                ("Ramipril 2.5 mg -> 5 mg OD", "BP and LV function", "ah"), ("Levothyroxine 100 -> 75 micrograms", "TSH suppressed", "x"),
                ("Bisoprolol 2.5 mg -> 5 mg OD", "rate control", "f")],
}
GROUP = {"nstemi": "a", "stemi_inf": "a", "stemi_ant": "ah", "angina": "a", "af": "f", "svt": "f", "hfref": "h", "hfpef": "h",
         "as": "h", "mr": "h", "chb": "v", "vt": "v", "syncope": "v", "peri": "p", "hcm": "hf"}


def changes_for(c, key, k):
    g = GROUP[k]
    return [x for x in CHANGES[key] if "x" in x[2] or any(ch in x[2] for ch in g)]


def discharge_summary(c):
    N = Note()
    pt, addr = c.patient(), c.address()
    k, sc = clin.scen_pick(c)
    hosp = c.hospital("local")
    cons, jr, ph, gp = c.clinician("cons"), c.clinician("sho"), c.clinician("pharm"), c.clinician("gp")
    prac = c.practice()
    adm = c.days(-c.ri(2, 14))
    N.add((hosp, "HOSPITAL"), "\n", c.ch(["DISCHARGE SUMMARY", "Inpatient Discharge Letter", "IMMEDIATE DISCHARGE LETTER (IDL)",
                                          "Electronic Discharge Summary"]), " - Cardiology\n\n")
    pt_block(N, c, pt, addr, style=c.ch(["grid", "lines"]))
    N.add("GP: Dr ", (gp.name(c.ch(["full", "fl"])), "DOCTOR"), ", ", (prac, "HOSPITAL"))
    if c.p(0.5):
        N.add(", fax ", (c.phone(), "FAX"))
    N.add("\n")
    ward = c.ch(P.WARDS)
    N.add("Admitted: ", (c.fd(adm), "DATE"), c.ch(["   Discharged: ", " | Discharge date: "]), (c.fd(c.ref), "DATE"), "\n")
    N.add("Ward: ", (ward, "HOSPITAL"), "   Consultant: ")
    title_name(N, cons, c.ch(["full", "last", "fl"]))
    N.add("\nEncounter: ", (c.account(), "ACCOUNT"), "\n\n")
    N.add("Presenting complaint: ", cap(clin.fill(c, sc["pc"])), ".\n")
    N.add("Primary diagnosis: ", cap(clin.fill(c, sc["long"])), "\n")
    N.add("Comorbidities: ", "; ".join(clin.comorbs(c, sex=pt.sex)), "\n")
    N.add("Procedures:\n")
    procs = {"nstemi": "Coronary angiography and PCI", "stemi_inf": "Primary PCI to RCA", "stemi_ant": "Primary PCI to LAD",
             "chb": "Dual-chamber PPM implant", "vt": "Secondary prevention ICD implant", "af": "TOE-guided DC cardioversion",
             "svt": "EP study and slow pathway ablation", "as": "CT TAVI protocol", "mr": "Transoesophageal echo",
             "hfref": "Right heart catheter study", "hfpef": "Cardiac MRI", "angina": "CT coronary angiography",
             "syncope": "Implantable loop recorder insertion", "peri": "Echo-guided pericardiocentesis", "hcm": "Cardiac MRI"}[k]
    pd = adm if k.startswith("stemi") else c.days(-c.ri(1, 3))
    N.add("  ", (c.fd(pd), "DATE"), "  ", procs)
    if c.p(0.5):
        N.add(" (", (c.hospital("tertiary"), "HOSPITAL"), ")")
    N.add("\n\nClinical summary:\n")
    He, his = pt.he().capitalize(), pt.his()
    N.add((str(pt.age), "AGE"), c.ch(["-year-old ", " y/o ", " yo "]), "man" if pt.sex == "M" else "woman", " admitted via ",
          ("ambulance (primary PCI pathway)" if k.startswith("stemi") else c.ch(["ED", "GP referral", "the Acute Medical Unit"])), " on ",
          (c.fd(adm, c.ch(["wd", c.dstyle])), "DATE"), ". ")
    if k in ("nstemi", "stemi_inf", "stemi_ant"):
        fs = clin.culprit_findings(c, k)
        N.add("Angiography: ", ", ".join("%s %d%%" % f for f in fs), ". ", cap(clin.stent_line(c, fs[0][0])), ". ")
    N.add(He, " ", c.ch(["made an uncomplicated recovery", "had a brief run of NSVT on day 2, electrolytes replaced",
                          "required IV furosemide for 48 hours", "developed a small groin haematoma, managed conservatively"]), ". ")
    N.add("Echo: ", clin.echo_brief(c), ". ")
    if c.p(0.5):
        N.add("Seen by ", c.ch(["the cardiac rehab team", "the heart failure nurses", "the smoking cessation officer"]), " (",
              (c.clinician(c.ch(["nurse", "rehab"])).name("full"), "DOCTOR"), ") on ", (c.fd(c.days(-1), "wds"), "DATE"), ". ")
    N.add("\n\nBloods on discharge: ", clin.bloods_inline(c), "\n\n")
    N.add("MEDICATION CHANGES\n")
    for key, lab in (("started", "STARTED"), ("stopped", "STOPPED"), ("changed", "DOSE CHANGED")):
        pool = changes_for(c, key, k)
        items = c.sample(pool, min(len(pool), c.ri(1 if key == "started" else 0, 3)))
        if not items:
            continue
        N.add(lab, ":\n")
        for m, why, _g in items:
            N.add("  ", m, " - ", why, "\n")
    N.add("\nDischarge medications:\n")
    N.add("%-42s %-10s %s\n" % ("Drug / dose / frequency", "Status", "Supply"))
    for m in clin.med_list(c, sc):
        N.add("%-42s %-10s %s\n" % (m, c.ch(["NEW", "UNCHANGED", "CHANGED", "UNCHANGED"]), c.ch(["14 days", "28 days", "own supply"])))
    N.add("Pharmacist reconciliation: ", (ph.name(c.ch(["full", "fl"])), "DOCTOR"), ", ", ph.cred)
    if c.p(0.5):
        lab, num = ph.lic.rsplit(" ", 1)
        N.add(" (", lab, " ", (num, "LICENSE"), ")")
    N.add("\n")
    if c.p(0.5):
        N.add("Community pharmacy: ", (c.ch(P.PHARMACY_X) + c.ch([" Pharmacy", " Chemist", " Pharmacy Ltd"]), "HOSPITAL"), "\n")
    else:
        N.add("TTOs dispensed by hospital pharmacy.\n")
    N.add("\nFollow-up:\n")
    N.add("- Cardiology OPD with ")
    title_name(N, cons, c.ch(["last", "full"]))
    N.add(" on ", (c.fd(c.days(c.ri(30, 120)), c.ch(["wdc", c.dstyle])), "DATE"), "\n")
    N.add("- ", c.ch(["U&E", "U&E and LFT", "FBC, U&E"]), " with GP in ", c.ch(["1 week", "2 weeks", "5-7 days"]), "\n")
    if c.p(0.6):
        N.add("- Cardiac rehabilitation: referral sent to ", (c.hospital("local"), "HOSPITAL"), " rehab team\n")
    if c.p(0.4):
        N.add("- Remote monitoring / patient portal: ", (c.url(c.ch(["portal/login", "myheart", "patients/discharge"])), "URL"), "\n")
    N.add("\nActions for GP: ", c.ch(["please check renal function and potassium in 1 week",
                                      "please continue DAPT for 12 months and do not stop without discussion",
                                      "please up-titrate beta-blocker as HR allows", "please arrange INR monitoring"]), ".\n")
    if k in ("nstemi", "stemi_inf", "stemi_ant", "chb", "vt", "syncope") and c.p(0.6):
        N.add("\n")
        driving(N, c, pt, {"chb": "ppm", "vt": "icd", "syncope": "syncope"}.get(k, "pci"))
        N.add("\n")
    if pt.age < 66 and c.p(0.5):
        emp = c.ch(P.EMPLOYERS)
        N.add("Sick certificate: unfit for work as " if c.ie else "Fit note: unfit for work as ", (c.ch(P.PROFESSIONS), "PROFESSION"), " at ", (emp, "ORGANIZATION"),
              " until ", (c.fd(c.days(c.ri(14, 42))), "DATE"))
        if c.p(0.6):
            N.add(c.ch(["; PPSN ", "; PPS No. "]) if c.ie else c.ch(["; NI No. ", "; NINO "]), (c.ssn(), "SSN"))
        N.add(".\n")
    N.add("\nCompleted by: Dr ", (jr.name(c.ch(["full", "fl"])), "DOCTOR"), ", ", jr.role, c.ch([", bleep ", ", ext "]),
          (c.digits(4), "PHONE"), "\n")
    N.add("Senior review: ")
    title_name(N, cons, "full")
    N.add(" on ", (c.fd(c.ref), "DATE"), "\n")
    if c.p(0.5):
        N.add("Signed electronically by user ", (jr.user, "USERNAME"), " at ", "%02d:%02d" % (c.ri(8, 20), c.ri(0, 59)), "\n")
    return N


def mdt_outcome(c):
    N = Note()
    pt, addr = c.patient(), c.address()
    pt.age = max(pt.age, c.ri(58, 92))
    pt.dob = c.dob_for(pt.age)
    k = c.ch(["as", "as", "mr", "angina", "nstemi", "hfref"])
    hosp = c.hospital("tertiary")
    ic, sg, im, an = c.clinician("cons"), c.clinician("surg"), c.clinician("cons"), c.clinician("anaes")
    cns, coord = c.clinician("nurse"), c.clinician("sec")
    ref = c.clinician("cons")
    N.add(c.ch(["HEART TEAM MDT OUTCOME", "Cardiac Multidisciplinary Team Meeting - Outcome Record",
                "Structural Heart / Heart Team Meeting"]), "\n")
    N.add((hosp, "HOSPITAL"), "\n")
    N.add("Meeting date: ", (c.fd(c.ref, c.ch(["wd", c.dstyle])), "DATE"), "   Venue: ",
          c.ch(["Seminar Room ", "Meeting Room "]), (str(c.ri(1, 9)), "LOCATION_OTHER"), ", ", (c.ch(P.BUILDINGS), "LOCATION_OTHER"), " / MS Teams\n")
    N.add("MDT case ID: ", (c.accession(c.ch(["MDT", "HT", "SHD"])), "IDNUM"), "\n\n")
    N.add("Present:\n")
    for pe, what in ((ic, "Interventional Cardiology"), (sg, "Cardiothoracic Surgery"), (im, "Cardiac Imaging"),
                     (an, "Cardiac Anaesthesia"), (cns, "Structural Heart CNS"), (coord, "MDT Coordinator")):
        N.add("  ")
        title_name(N, pe, c.ch(["full", "fl", "full"]))
        N.add(" (", what, ")\n")
    N.add("\nPatient: ", (pt.name(c.ch(["Lf", "full", "LF"])), "PATIENT"), "   DOB ", (c.fd(pt.dob, "dmy"), "DATE"),
          "   Age ", (str(pt.age), "AGE"), "\n")
    lab, val = c.national_no(pt)
    N.add(lab, ": ", (val, "MRN"), "   ", c.ch(["Hosp No", "MRN"]), ": ", (c.hosp_no(), "MRN"), "\n")
    N.add("Referred by: Dr ", (ref.name("full"), "DOCTOR"), ", ", (c.hospital("local", c.ch(P.PLACES[c.nation])), "HOSPITAL"), "\n")
    N.add("Home: ", (c.place[0], "CITY"))
    if c.p(0.45):
        N.add(", ", (c.place[2], "STATE"))
    if c.p(0.5):
        N.add(" (", c.ch(["~%d miles" % c.ri(10, 90), "%d km" % c.ri(15, 140)]), " from centre)")
    N.add("\n\nClinical question: ")
    q = {"as": "Severe symptomatic AS - TAVI or SAVR?", "mr": "Severe primary MR - surgical repair vs TEER?",
         "angina": "Multivessel CAD with diabetes - PCI or CABG?", "nstemi": "NSTEMI with LMS disease - revascularisation strategy?",
         "hfref": "Ischaemic cardiomyopathy - viability and revascularisation?"}[k]
    N.add(q, "\n\nSummary:\n")
    He, his = pt.he().capitalize(), pt.his()
    N.add((str(pt.age), "AGE"), "-year-old ", c.ch(["retired ", ""]), (c.ch(P.RETIRABLE), "PROFESSION"), ". ")
    N.add("Comorbidities: ", "; ".join(clin.comorbs(c, c.ri(2, 5), pt.sex)), ". ")
    N.add("Clinical Frailty Scale %d. EuroSCORE II %.2f%%. STS PROM %.1f%%. " % (c.ri(2, 6), c.uf(1.1, 12.5, 2), c.uf(1.0, 9.0, 1)))
    N.add("NYHA class ", c.ch(["II", "III", "III", "IV"]), ". ")
    if c.p(0.5):
        fam = c.family(pt)
        N.add("Lives with ", his, " ", fam.rel, " ", (fam.name("first"), "FAMILY"), "; ", c.ch(["independent", "walks with a stick",
                                                                                             "uses a rollator"]), ". ")
    N.add("\n\nInvestigations:\n")
    N.add("- TTE (", (c.fd(c.days(-c.ri(10, 80))), "DATE"), "): ")
    if k == "as":
        N.add("AV Vmax %.1f m/s, mean gradient %d mmHg, AVA %.2f cm2, LVEF %d%%\n" % (c.uf(4.0, 5.4), c.ri(40, 72), c.uf(0.5, 0.95, 2), c.ri(30, 65)))
        N.add("- CT TAVI (", (c.fd(c.days(-c.ri(3, 40))), "DATE"), "): annulus perimeter %.1f mm, area %d mm2; " % (c.uf(68, 88), c.ri(380, 610)),
              "min iliofemoral diameter R %.1f / L %.1f mm; coronary heights LCA %d / RCA %d mm\n" % (c.uf(5.2, 9.1), c.uf(5.0, 9.0), c.ri(9, 16), c.ri(11, 19)))
    elif k == "mr":
        N.add("Severe MR, %s, EROA %.2f cm2, RVol %d mL, LVESD %d mm\n" % (c.ch(["P2 flail", "bileaflet prolapse", "P3 prolapse"]),
                                                                  c.uf(0.4, 0.8, 2), c.ri(60, 110), c.ri(36, 48)))
    else:
        N.add(clin.echo_brief(c), "\n")
    if k != "mr" or c.p(0.5):
        fs = clin.stenosis_findings(c, c.ri(1, 4))
        N.add("- Coronary angiogram (", (c.fd(c.days(-c.ri(10, 120))), "DATE"), ", ",
              (c.hospital("local"), "HOSPITAL"), "): ", ", ".join("%s %d%%" % f for f in fs), "; SYNTAX score %d\n" % c.ri(8, 38))
    N.add("- Bloods: ", clin.bloods_inline(c, 2), "\n\n")
    N.add("Discussion: ", c.ch(["Surgical risk intermediate; anatomy suitable for transfemoral approach.",
                                "Good surgical candidate; durability favours surgery given age.",
                                "Diffuse disease with poor distal targets; high surgical risk.",
                                "Patient preference discussed by referring team; keen to avoid sternotomy."]), "\n\n")
    N.add("OUTCOME: ")
    out = {"as": ["Transfemoral TAVI", "Transfemoral TAVI (self-expanding)", "Transfemoral TAVI (balloon-expandable)"]
           if pt.age >= 78 else ["Surgical AVR +/- CABG", "Transfemoral TAVI", "Surgical AVR (mechanical)" if pt.age < 65 else "Surgical AVR (bioprosthetic)"],
           "mr": ["Surgical mitral valve repair", "Transcatheter edge-to-edge repair (TEER)"],
           "angina": ["CABG (LIMA-LAD, SVG to OM and RCA)", "Multivessel PCI", "Optimal medical therapy"],
           "nstemi": ["CABG", "Protected LMS PCI"], "hfref": ["Optimal medical therapy; viability MRI first", "CABG after viability study"]}[k]
    N.add(c.ch(out), ".\n")
    N.add("Named operator: ")
    title_name(N, c.ch([ic, sg]), "full")
    N.add("\nProvisional date: ", (c.fd(c.days(c.ri(14, 90)), c.ch(["my", c.dstyle])), "DATE"), "\n")
    N.add("Actions: ", c.ch(["dental clearance; pre-assessment clinic", "respiratory function tests; carotid Dopplers",
                             "frailty assessment by care of the elderly team", "viability cardiac MRI"]), ".\n\n")
    N.add("Outcome communicated to referrer and GP. Coordinator: ", (coord.name("full"), "DOCTOR"), ", ",
          (c.phone(c.hub), "PHONE"), c.ch([", ", " / "]), (c.email_dept(c.ch(["heartteam.mdt", "structural.heart", "cardiacmdt"]), c.hub), "EMAIL"), "\n")
    return N
