"""Reusable pieces of IR documents: banners, headers, bloods, signatures."""
import pools as PL
import procs as PR


def id_label(c):
    """Label for the national identifier of this country."""
    return {"UK": "NHS No", "NZ": "NHI", "AU": "Medicare No", "CA": c.ch(["OHIP", "Health Card", "PHN"]),
            "IE": "PPSN", "US": "SSN"}[c.cc]


def mrn_label(c):
    return c.ch({"UK": ["Hosp No", "Hospital No.", "MRN", "Unit No"], "AU": ["UR", "URN", "MRN", "UR No"],
                 "NZ": ["Hosp No", "MRN"], "IE": ["MRN", "Chart No", "Hosp No"],
                 "CA": ["MRN", "Chart #", "Hosp #"], "US": ["MRN", "MR#", "Med Rec #"]}[c.cc])


def banner(n, c, full=True):
    """One-line EHR banner."""
    st = c.ch(["LFU", "LFUU", "LF", "FL"])
    n.f(c.P(st), " | DOB ", c.D(c.dob, c.ch([c.ds, "num", "abbr"])), " (", c.A(), c.ch(["y", " yrs", "Y"]), ") | ",
        c.sex, " | ", mrn_label(c), " ", ("MRN", c.mrn))
    if full:
        lab = id_label(c)
        if c.cc != "US" or c.pr(0.35):
            n.f(" | ", lab, " ", c.nat)
        if c.pr(0.4):
            n.f(" | Enc ", ("ACCOUNT", c.acct))
    n.f("\n")


def sticker(n, c):
    """Addressograph label block."""
    n.l("+----------------------------------------+")
    n.l("| ", c.P("LFUU"))
    n.l("| DOB: ", c.D(c.dob, "num"), "   ", c.sex, "   ", mrn_label(c), ": ", ("MRN", c.mrn))
    n.l("| ", c.addr_line())
    if c.cc in ("UK", "NZ", "AU", "CA") or c.pr(0.3):
        n.l("| ", id_label(c), ": ", c.nat)
    n.l("+----------------------------------------+")


def demographics(n, c, phone=True, nok=True, extra=True):
    n.l("Name: ", c.P(c.ch(["LFU", "FML", "LF", "FL"])), c.ch(["   ", "\t", "\n"]), "DOB: ", c.D(c.dob),
        "  Age: ", c.A(), "  Sex: ", c.sex)
    n.l(mrn_label(c), ": ", ("MRN", c.mrn), "   ", id_label(c), ": ", c.nat)
    n.l("Address: ", c.addr_line(country=c.pr(0.15)))
    if phone:
        n.l("Phone: ", c.PH("land") if c.pr(0.5) else ("PHONE", c.ph_home), " (home)  ", ("PHONE", c.ph_mob), " (mobile)")
    if extra and c.pr(0.4):
        n.l("Email: ", ("EMAIL", c.email))
    if extra and c.us:
        n.l("Payer: ", ("ORGANIZATION", c.insurer), "  Member ID: ", ("HEALTHPLAN", c.plan),
            "  Group: ", ("HEALTHPLAN", c.digits(6)))
    elif extra and c.pr(0.25) and c.cc in ("UK", "AU", "IE", "NZ", "CA"):
        n.l("Private cover: ", ("ORGANIZATION", c.insurer), ", policy ", ("HEALTHPLAN", c.plan))
    if nok:
        n.l("NOK: ", c.F(c.ch(["FL", "FL", "F"])), " (", c.rel, ") ", ("PHONE", c.fam_ph))


def hosp_header(n, c, dept="Department of Interventional Radiology", which=1):
    n.l(c.H(which))
    n.l(dept)
    if c.pr(0.6):
        town, reg = c.ch(c.C["towns"])
        a = {"street": c.street(unit=False), "town": town, "region": reg, "zip": c.zipcode(reg), "country": ""}
        n.l(c.addr_line(a))
    n.l("Tel: ", ("PHONE", c.phone(c.ch(["land", "ext"]))), c.ch(["   Fax: ", "  |  Fax "]), c.FX())
    if c.pr(0.4):
        n.l(c.url("info"))


def bloods(n, c, d=None, label="Bloods"):
    r = c.r
    items = [f"Hb {r.randint(78, 156)} g/L" if c.brit or c.cc == "CA" else f"Hgb {r.randint(8, 16)}.{r.randint(0, 9)} g/dL",
             f"Plt {r.randint(48, 420)}", f"INR {r.choice(['1.0', '1.1', '1.2', '1.3', '1.4', '1.6', '2.1'])}",
             f"APTT {r.randint(24, 41)} s" if r.random() < 0.5 else f"PT {r.randint(11, 16)}.{r.randint(0, 9)} s",
             f"Cr {r.randint(55, 390)} umol/L" if c.cc != "US" else f"Cr {r.randint(6, 40) / 10:.1f} mg/dL",
             f"eGFR {r.randint(12, 90)}", f"K {r.randint(33, 55) / 10:.1f}"]
    if r.random() < 0.4:
        items.append(f"CRP {r.randint(2, 310)}")
    if r.random() < 0.3:
        items.append(f"WCC {r.randint(30, 220) / 10:.1f}")
    n.l(label, " (", c.D(d or c.days(-r.randint(0, 5)), c.ch([c.ds, "short", "dm"])), "): ", ", ".join(items))


def vitals(n, c):
    r = c.r
    n.f(f"HR {r.randint(54, 118)}, BP {r.randint(96, 178)}/{r.randint(52, 98)}, RR {r.randint(12, 24)}, "
        f"SpO2 {r.randint(91, 100)}% {r.choice(['RA', 'on 2L NP', 'RA', 'on air'])}, T {r.randint(360, 389) / 10:.1f}")


def sig(n, c, role, when=None, lic=None, contact=True, title=True):
    """Signature block for a staff member."""
    ttl = {"ir_cons": ["Consultant Interventional Radiologist", "Attending, Interventional Radiology", "IR Consultant"],
           "ir_reg": ["IR Registrar", "Radiology Registrar", "IR Resident", "Radiology Fellow"],
           "ir_fellow": ["IR Fellow", "Interventional Fellow"], "ir_nurse": ["IR Nurse", "Radiology Nurse", "RN, IR"],
           "ir_cns": ["IR Clinical Nurse Specialist", "IR Nurse Practitioner", "IR CNS"],
           "radiographer": ["Senior Radiographer", "IR Radiographer", "Radiologic Technologist"],
           "clerk": ["IR Booking Coordinator", "Scheduling Clerk", "Radiology Booking Office"],
           "anaes": ["Consultant Anaesthetist", "Anaesthesia"], "coord": ["MDT Coordinator"],
           "ward_nurse": ["Staff Nurse", "Registered Nurse", "Charge Nurse"],
           "surgeon": ["Consultant Surgeon"], "referrer": ["Registrar"], "gp": ["General Practitioner"],
           "pathologist": ["Consultant Histopathologist"], "typist": ["Medical Secretary"]}.get(role, [""])
    n.f(c.ch(["Signed: ", "", "-- ", "Electronically signed by ", "Sig: "]))
    n.f(c.Dr(role))
    if title:
        n.f(", ", c.ch(ttl))
    n.f("\n")
    if lic or (lic is None and c.pr(0.45) and role not in ("clerk", "typist", "coord")):
        n.l(c.LIC(role))
    if contact:
        k = c.r.random()
        if k < 0.35:
            n.l(c.ch(["Bleep ", "Pager ", "Page ", "bleep #"]) if c.cc != "US" else c.ch(["Pager ", "pgr "]), ("PHONE", c.phone("int")))
        elif k < 0.6:
            n.l("Ext ", ("PHONE", c.phone("int")))
        elif k < 0.75:
            n.l(c.semail(role))
    if when:
        n.l(c.D(when, c.ch([c.ds, "iso", "abbr"])), " ", c.tm())


def travel_screen(n, c):
    """CPE / MDRO screening questions: a common place for country names."""
    if c.pr(0.5):
        d = c.days(-c.r.randint(40, 330))
        if c.pr(0.4):
            n.f("Hospitalised outside ", ("COUNTRY", c.ch(c.C["name"])), " in last 12 months: yes - ")
        else:
            n.f(c.ch(["Inpatient stay abroad in last 12 months: yes - ", "Overseas hospital contact: "]))
        n.l(("COUNTRY", c.ch(PL.TRAVEL)), " (", c.D(d, c.ch(["my", "year", "mon"])), ")")
    else:
        n.l("Travel/hospitalisation abroad in last 12/12: ", c.ch(["nil", "no", "denies"]),
            c.ch(["", "; CPE screen not required", "; MRSA screen negative"]))


def hard_neg(c, kind="proc"):
    """A sentence that looks PHI-ish but is not (scores, codes, doses, eponyms, batch numbers)."""
    r = c.r
    pool = {
        "proc": ["cirse", "dose", "code", "batch", "seldinger", "dose"],
        "ward": ["news", "sed", "eponym", "news"],
        "line": ["batch", "seldinger", "eponym", "code"],
        "mdt": ["liver", "bosniak", "wells", "code"],
    }[kind]
    k = r.choice(pool)
    if k == "liver" and c.proc.get("mdt") not in ("HPB", "Hepatology"):
        k = "code"
    if k == "bosniak" and c.proc.get("mdt") not in ("Urology", "Renal"):
        k = "code"
    return {
        "cirse": lambda: f"Per CIRSE standards of practice; SIR adverse event grade {r.choice(['A', 'B', 'mild'])}.",
        "dose": lambda: f"Contrast: {r.choice(PR.CONTRAST)} {r.randint(20, 160)} mL. Fluoro time {r.randint(1, 38)}.{r.randint(0, 9)} min, "
                        f"DAP {r.randint(2, 310)}.{r.randint(0, 9)} Gy.cm2, AK {r.randint(30, 1800)} mGy.",
        "sed": lambda: f"Mallampati {r.randint(1, 3)}, ASA {r.choice(['I', 'II', 'III', 'IV'])}; RASS {r.choice(['0', '-1', '-2'])} at end.",
        "wells": lambda: f"Wells score {r.randint(0, 6)}; Caprini {r.randint(2, 9)}.",
        "code": lambda: f"Coded: CPT 36{r.randint(100, 999)} / ICD-10 {r.choice(['N13.6', 'K65.1', 'C22.0', 'D25.1', 'K81.0', 'N18.5', 'C34.1'])}.",
        "batch": lambda: f"Lidocaine 1% {r.randint(5, 20)} mL, batch {r.randint(1, 9)}{r.choice('ABCDEFGH')}{r.randint(100, 999)} (ward stock).",
        "seldinger": lambda: "Seldinger technique; Amplatz wire retained as safety; Cope loop locked.",
        "news": lambda: f"NEWS2 {r.randint(0, 5)}; GCS 15/15; pain {r.randint(0, 6)}/10.",
        "liver": lambda: f"Child-Pugh {r.choice(['A5', 'A6', 'B7', 'B8'])}, MELD {r.randint(8, 24)}; ALBI grade {r.randint(1, 2)}; LI-RADS {r.randint(3, 5)}.",
        "bosniak": lambda: f"Bosniak {r.choice(['IIF', 'III', 'IV'])} cyst on the contralateral side; RENAL nephrometry score {r.randint(4, 10)}.",
        "eponym": lambda: r.choice(["Foley catheter in situ, draining well.", "Hickman line flushing; no Horner's.",
                                    "Murphy's sign negative.", "Trendelenburg tilt used for access.",
                                    "Valsalva during sheath removal; Allen's test normal."]),
    }[k]()
