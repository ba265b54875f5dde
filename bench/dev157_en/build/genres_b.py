"""Genres: sexual health clinic, occupational fitness for work, needlestick follow-up, outbreak line list."""
import datetime as dt

import pools as P
from common import Case, fields_out, demo_fields, sig, labs, vitals, FILLER
from phi import Note


def sexual_health(cx):
    r = cx.r
    n = Note()
    cs = Case(cx, 16, 70)
    n(r.choice(["GUM / Sexual Health Clinic", "SEXUAL HEALTH CONSULTATION", "Sexual Health - Walk-in"]), "\n",
      cs.hosp, "  ", r.choice(["Clinic no", "Clinic ID", "SH no"]), " ", cs.mrn, "\n")
    if r.random() < 0.5:
        n("Seen: ", cx.D(), " ", "%02d:%02d" % (r.randint(8, 19), r.randint(0, 59)), " by ",
          cx.doc(cs.doc, r.choice(["cred", "dr", "init"])), "\n\n")
    else:
        n("Date of attendance ", cx.D(), "; clinician ", cx.doc(cs.doc), "\n\n")
    nm = cx.nm(cs.p, "PATIENT", r.choice(["initials", "first_init", "full"]))
    n("Client: ", nm, ", ", cx.age_items(cs.age, cs.p.sex, r.choice(["sexage", "yo", "agesex", "y/o"])),
      ", prefers contact by ", r.choice(["SMS", "email", "phone, no voicemail"]), " on ",
      cs.phone if r.random() < 0.6 else cx.email(cs.p), ".\n")
    n("Occupation: ", cs.prof, ". Registered GP: ", cx.doc(cx.person(), "dr"), ", ", cx.hosp(), ".\n\n")
    n("PC: ", r.choice(["dysuria and urethral discharge for 4 days", "partner notified of chlamydia",
                        "asymptomatic screen", "painless genital ulcer", "PEPSE request after condom failure",
                        "PrEP review"]), ".\n")
    n("Sexual history (last 3 months): ", str(r.randint(1, 6)), " partners; last sexual contact ",
      cx.D(cx.day(-10, -1), r.choice(["wk", "short", "weekday", "dmy_txt"])), " with ",
      r.choice(["regular male partner", "casual female partner", "casual male partner (app)", "regular partner"]),
      ". Condom use: ", r.choice(["inconsistent", "never", "always"]), ".\n")
    if r.random() < 0.5:
        pn = cx.person()
        n("Regular partner ", ("FAMILY", pn.first), " (", cx.age_items(r.randint(18, 60), form="sexage"),
          ") to be offered testing; partner contact slip ", cx.idn("PN"), " given.\n")
    n("Last HIV test: ", cx.D(cx.day(-400, -90), r.choice(["month", "mmyy", "month"])), " negative.\n")
    n("Exam: ", r.choice(["no lymphadenopathy, no ulcers", "mucopurulent discharge at meatus",
                          "single indurated ulcer on shaft, inguinal node", "NAD"]), ".\n")
    n("Tests: NAAT CT/GC (", r.choice(["FVU", "SOVS", "rectal + pharyngeal"]), "), HIV Ag/Ab, syphilis EIA, ",
      r.choice(["HBsAg", "HCV Ab", "TPPA", "dark ground microscopy"]), ". Lab no ", cx.idn("SH"), ".\n")
    n("Rx: ", r.choice(["ceftriaxone 1 g IM stat", "doxycycline 100 mg BD 7 days", "benzathine penicillin 2.4 MU IM",
                        "TDF/FTC 245/200 mg daily (PrEP), 30 tablets", "none pending results"]), ".\n")
    n("Results will be sent by text; online results portal ", cx.url(), " (username ", cx.user(cs.p), ").\n")
    if r.random() < 0.4:
        n("Safeguarding: none identified. Patient attends ", cx.employer(), ".\n")
    n("Health adviser: ", cx.doc(cs.doc2, r.choice(["plain", "cred"])), ", ext ", ("PHONE", str(r.randint(2000,
                                                                                                         7999))), ".\n")
    sig(n, cx, cs.doc)
    return n


def fitness_for_work(cx):
    r = cx.r
    n = Note()
    cs = Case(cx, 19, 66)
    mgr = cx.person()
    n(r.choice(["OCCUPATIONAL HEALTH REPORT - FITNESS FOR WORK", "Occupational Health Assessment",
                "Fitness-for-Work Opinion (Management Referral)"]), "\n\n")
    fields_out(n, cx, [("Employee", cx.nm(cs.p, "PATIENT", r.choice(["full", "LF", "fml"]))),
                       ("DOB", [cx.D(cs.dob, full=True)]), ("Staff/payroll no", [cx.idn("EMP")]),
                       ("Job title", [cs.prof]), ("Employer", [cs.emp]),
                       ("Referring manager", [("FAMILY", mgr.first + " " + mgr.last)]),
                       ("Appointment", [cx.D(), " %02d:%02d" % (r.randint(8, 16), r.choice([0, 15, 30, 45]))]),
                       ("OH clinician", cx.doc(cs.doc, "cred"))], r.choice(["kv", "aligned", "pipe"]))
    n("Dear ", r.choice(["Mr ", "Ms ", ""]), ("FAMILY", mgr.last if r.random() < 0.6 else mgr.first), ",\n\n")
    n("Thank you for referring ", cx.nm(cs.p, "PATIENT", r.choice(["title", "full"])), ", who works as a ", cs.prof,
      " and has been absent since ", cx.D(cx.day(-60, -20)), " following ", r.choice(
          ["a confirmed Q fever infection", "latent TB treatment", "norovirus", "hepatitis B diagnosis",
           "long COVID", "leptospirosis", "occupational asthma", "dermatitis on the hands"]), ".\n\n")
    n("Assessment: ", r.choice(FILLER), " ", vitals(cx), ". Spirometry FEV1 ", "%.2f L (%d%% predicted)" % (
        r.uniform(2.1, 4.5), r.randint(70, 110)), ". Audiometry ", r.choice(["H1", "H2", "normal"]), ".\n")
    if r.random() < 0.6:
        n("Fit-test for FFP3 (", r.choice(["3M 1863", "Alpha Solway 3030V", "Moldex 2555"]), ") passed on ",
          cx.D(cx.day(-5, 0)), "; fit factor >200.\n")
    if r.random() < 0.5:
        n("Role involves driving: company vehicle reg ", cx.vehicle(), "; driving licence ", cx.lic("dl"),
          " checked.\n")
    if r.random() < 0.5:
        n("Site access is by fingerprint reader (template ref ", cx.bio(), "); re-enrolment arranged.\n")
    n("\nOpinion: ", r.choice(["fit for work with adjustments", "temporarily unfit", "fit for full duties",
                                "fit for restricted duties (no exposure-prone procedures)"]),
      ". Suggested phased return from ", cx.D(cx.day(7, 14)), " to ", cx.D(cx.day(28, 42)),
      ", starting at ", r.choice(["50%", "four hours a day", "three shifts a week"]), ".\n")
    n("Review in OH clinic on ", cx.D(cx.day(30, 60), r.choice(["wkfull", "ord", "dmy_txt"])), ". Consent to share "
      "this report given by the employee on ", cx.D(), ".\n")
    n("OH department: ", cs.hosp, ", tel ", cx.phone(), ", fax ", cx.fax(), ", ", cx.email(cs.doc), "\n")
    sig(n, cx, cs.doc, "Occupational Health Physician")
    return n


def needlestick(cx):
    r = cx.r
    n = Note()
    cs = Case(cx, 20, 64)
    src = cx.person()
    n(r.choice(["BBV EXPOSURE / NEEDLESTICK INJURY - FOLLOW UP", "Sharps Injury Follow-up (Occupational Health)",
                "Needlestick follow-up visit #%d" % r.randint(2, 4)]), "\n")
    fields_out(n, cx, demo_fields(cx, cs, [("Role", [cs.prof]), ("Dept/ward", [cx.ward()]),
                                           ("Incident ref", [cx.idn("INC")])]))
    inj = cx.day(-60, -3)
    n("Injury: ", cx.D(inj), " at approx %02d:%02d" % (r.randint(0, 23), r.randint(0, 59)), " in ",
      r.choice(["bay ", "room ", "side room "]), ("LOCATION_OTHER", str(r.randint(1, 30))), ", ", cs.hosp,
      ". ", r.choice(["Hollow-bore needle after venepuncture", "Suture needle during closure",
                      "Lancet from a bin overfilled above the line", "Splash of blood to the eye"]),
      ", ", r.choice(["gloved", "ungloved", "double-gloved"]), ". Wound bled freely and was washed.\n")
    n("Source patient: ", r.choice(["known", "identified as"]), " ", ("PATIENT", src.first[0] + "." + src.last[0] + "."),
      " (MRN ", cx.mrn(), "), consented to testing on ", cx.D(inj), "; ", r.choice(
          ["HIV Ag/Ab negative, HBsAg negative, HCV Ab negative", "HCV RNA detected, genotype 3a",
           "HIV positive, VL undetectable on ART", "declined testing"]), ".\n")
    n("Exposed worker HBV status: anti-HBs ", r.choice([">100 IU/L", "8 IU/L (booster given)", "non-responder"]),
      ".\n")
    if r.random() < 0.5:
        n("PEP: TDF/FTC + raltegravir started at %02d:%02d" % (r.randint(0, 23), r.randint(0, 59)), " on ",
          cx.D(inj), ", 28 days; completed ", cx.D(inj + dt.timedelta(days=28)), ".\n")
    else:
        n("PEP not indicated after risk assessment.\n")
    n("\nFollow-up bloods\n")
    n("| Visit | Date | HIV | HCV | HBsAg | ALT |\n|---|---|---|---|---|---|\n")
    for i, w in enumerate([0, 6, 12, 24][:r.randint(2, 4)]):
        d = inj + dt.timedelta(weeks=w)
        n("| wk %d | " % w, cx.D(d, r.choice(["num", "iso", "dmon"])), " | neg | ",
          r.choice(["neg", "neg", "RNA not detected"]), " | neg | %d |\n" % r.randint(12, 70))
    n("\nSharps device: ", r.choice(["BD Eclipse", "Vacutainer holder", "Introcan Safety"]), " (safety feature not "
      "activated); sharps bin asset no ", cx.device(), ".\n")
    n("Datix/incident form completed by ", cx.user(cs.p), " at workstation ", cx.ip(), ".\n")
    n("Partner ", ("FAMILY", cx.person().first), " aware; safer sex advised until the 12-week result.\n")
    n("Staff member can contact OH on ", cx.phone(), " or out of hours via ED.\n")
    sig(n, cx, cs.doc, r.choice(["Occupational Health Nurse Adviser", "Consultant in Occupational Medicine"]))
    return n


ORGS = ["Meridian Aged Care", "Sunnybank Primary School", "Harbourside Cruise Terminal", "Valley Meats",
        "Greenfield Childcare", "Lakeside Correctional Facility", "Northgate Care Home", "Rosewell Care Home"]


def line_list(cx):
    r = cx.r
    n = Note()
    setting = r.choice([("ORGANIZATION", r.choice(ORGS + P.EMPLOYERS[cx.c])), cx.hosp()])
    org = r.choice(["norovirus", "influenza A(H3N2)", "COVID-19", "Salmonella Enteritidis", "Legionella pneumophila "
                    "sg1", "scabies", "Clostridioides difficile 027", "measles", "STEC O26"])
    lead = cx.person()
    n("OUTBREAK LINE LIST - ", org, "\nSetting: ", setting, ", ")
    pl = cx.place()
    n(("CITY", pl["city"]), ", ", ("STATE", pl["stfull"] if r.random() < 0.5 else pl["st"]), "\nOutbreak no: ",
      cx.idn("OB"), "   Declared: ", cx.D(cx.day(-20, -10)), "   Updated: ", cx.D(), "\nLead investigator: ",
      cx.doc(lead, "cred"), "  tel ", cx.phone(), "\n\n")
    rows = r.randint(6, 12)
    pipe = r.random() < 0.5
    hdr = ["ID", "Name", "Age", "Sex", "Role/Room", "Onset", "Specimen", "Result", "Outcome"]
    if pipe:
        n("| " + " | ".join(hdr) + " |\n|" + "---|" * len(hdr) + "\n")
    else:
        n("ID  Name                      Age Sex Role/Room         Onset        Specimen      Result    Outcome\n")
    for i in range(rows):
        p = cx.person()
        resident = r.random() < 0.6
        nm = r.choice([p.last.upper() + ", " + p.first, p.first + " " + p.last, p.first[0] + ". " + p.last])
        age = r.randint(1, 99) if resident else r.randint(18, 66)
        onset = cx.dfmt(cx.day(-18, 0), r.choice(["num", "short", "dmon"]))
        res = r.choice(["POS", "POS", "NEG", "pending", "not sent"])
        out = r.choice(["recovered", "ongoing", "hospitalised", "died", "excluded 48h"])
        cells = [("%d" % (i + 1)), ("PATIENT", nm), ("AGE", str(age)), p.sex]
        role = None
        if resident:
            role = ["Rm ", ("LOCATION_OTHER", "%d%s" % (r.randint(1, 60), r.choice(["", "a", "b"])))]
        else:
            role = [("PROFESSION", r.choice(["care worker", "cook", "cleaner", "teacher", "nurse", "driver",
                                             "kitchen hand", "laundry assistant"]))]
        spec = cx.idn(r.choice(["S", "F", "NP"]))
        if pipe:
            n("| %d | " % (i + 1), cells[1], " | ", cells[2], " | ", p.sex, " | ", role, " | ", ("DATE", onset), " | ",
              spec, " | ", res, " | ", out, " |\n")
        else:
            n("%-3d " % (i + 1), cells[1], " " * max(1, 26 - len(nm)), cells[2], " " * max(1, 4 - len(str(age))),
              p.sex, "   ", role)
            rl = sum(len(x if isinstance(x, str) else x[1]) for x in role)
            n(" " * max(1, 18 - rl), ("DATE", onset), " " * max(1, 13 - len(onset)), spec, " " * max(1, 14 - len(
                spec[1])), res.ljust(9), " ", out, "\n")
    n("\nEpi curve peaked on ", cx.D(cx.day(-12, -6), r.choice(["wkfull", "dmy_txt", "mdy_txt"])),
      ". Attack rate residents %d%%, staff %d%%.\n" % (r.randint(10, 60), r.randint(5, 40)))
    n("Control measures: ", r.choice(["closed to admissions", "enhanced cleaning with 1000 ppm chlorine",
                                      "staff cohorting", "exclusion of food handlers for 48 h",
                                      "antiviral prophylaxis (oseltamivir 75 mg OD)"]), ". ", r.choice(FILLER), "\n")
    mgr = cx.person()
    n("Site contact: ", ("FAMILY", mgr.first + " " + mgr.last), " (manager), ", cx.phone(), ", ", cx.email(mgr),
      "\nNext OCT meeting: ", cx.D(cx.day(1, 5), r.choice(["wk", "wkfull"])), " 14:00 via Teams.\n")
    sig(n, cx, lead, "Epidemiologist")
    return n


GENRES = {"sexual_health_clinic_note": sexual_health, "occ_health_fitness_for_work": fitness_for_work,
          "needlestick_followup": needlestick, "outbreak_line_list": line_list}
