"""Shared blocks (headers, identity blocks, sign-offs) and non-PHI clinical filler for dev181_en."""
from world import frag, pname

SUBSTANCES = ("heroin", "crack cocaine", "powder cocaine", "alcohol", "cannabis", "street benzos",
              "pregabalin", "gabapentin", "spice (SCRA)", "ketamine", "GHB/GBL", "methamphetamine",
              "MDMA", "codeine (OTC)", "tramadol", "nitrous oxide", "mephedrone")
NZ_SUBSTANCES = ("meth (P)", "synthetic cannabinoids", "alcohol", "cannabis", "morphine (MST diverted)",
                 "GHB/GBL", "codeine", "ketamine", "LSD", "oxycodone")
ROUTES = ("smoked", "IV", "oral", "intranasal", "chased", "IM", "vaped", "oral/IV")
OST = ("methadone 1mg/ml oral solution", "buprenorphine SL", "Espranor (buprenorphine oral lyophilisate)",
       "Buvidal weekly (prolonged-release buprenorphine)", "Suboxone", "Physeptone 1mg/ml", "Biodone Forte 5mg/ml")


def ost_dose(r):
    drug = r.choice(OST)
    if "Buvidal" in drug:
        return "Buvidal %d mg weekly SC" % r.choice((16, 24, 32))
    if "methadone" in drug.lower() or "Physeptone" in drug or "Biodone" in drug:
        return "%s %d mg daily" % (drug, r.choice((30, 40, 45, 50, 60, 65, 70, 80, 90, 100, 110)))
    return "%s %s mg daily" % (drug, r.choice(("8", "12", "16", "20", "24", "6")))


UDS = ("UDS: OPI +ve, MTD +ve, COC -ve, BZO -ve, AMP -ve",
       "Urine: methadone +, morphine -, cocaine +, benzo -",
       "Oral fluid: BUP +ve, OPI -ve, COC -ve, THC +ve",
       "UDS neg for all except prescribed MTD (EDDP +)",
       "UDS: 6-MAM +ve, MOR +ve, MTD +ve, BZO +ve, COC +ve",
       "point-of-care urine: amphet +, meth +, THC +, opiates -",
       "breath alcohol 0.00 mg/L, UDS BUP + only")
LFTS = ("ALT 64, AST 88, GGT 212, ALP 101, bili 14, alb 38",
        "GGT 412 (ref <50), MCV 103.2, plt 118",
        "LFTs normal. HCV RNA not detected (SVR12 achieved)",
        "HCV Ab +ve, RNA detected, genotype 3a; fibroscan 7.4 kPa",
        "HBsAg neg, anti-HBs 12 IU/L (booster advised), HIV neg",
        "eGFR >90, creatinine 71, Hb 131, MCV 99")
SCORES = ("AUDIT 31/40", "AUDIT-C 11", "SADQ 36 (severe)", "CIWA-Ar 14", "COWS 9", "PHQ-9 17", "GAD-7 13",
          "ASSIST (opioids) 33", "SDS 9", "TOP completed", "FAST 8", "K10 29", "LDQ 21")
STI_TESTS = ("NAAT CT/GC (vulvovaginal swab)", "NAAT CT/GC (FVU)", "pharyngeal + rectal NAAT CT/GC",
             "HIV 4th gen Ag/Ab", "syphilis serology (TPPA/RPR)", "HSV PCR swab", "TV NAAT",
             "hep B sAg + anti-HBc", "hep C Ab", "MG NAAT (resistance-guided)")
STI_RESULTS = ("CT NAAT POSITIVE (rectal)", "GC NAAT POSITIVE (pharyngeal), culture sent",
               "TPPA reactive, RPR 1:32", "HIV Ag/Ab reactive - confirmatory sent",
               "CT NAAT POSITIVE (urine)", "MG detected, macrolide resistance mutation DETECTED",
               "TV NAAT positive", "HSV-2 PCR detected", "CT/GC not detected", "RPR non-reactive, TPPA reactive (old, treated)")
TREATMENTS = ("doxycycline 100mg BD x7/7", "ceftriaxone 1g IM stat", "benzathine penicillin 2.4MU IM stat",
              "metronidazole 400mg BD x7/7", "moxifloxacin 400mg OD x10/7", "aciclovir 400mg TDS x5/7",
              "azithromycin 1g stat then 500mg OD x2/7", "valaciclovir 500mg BD x5/7")
TYPOS = (("patient", "pateint"), ("received", "recieved"), ("methadone", "methdone"), ("appointment", "appointmnet"),
         ("advised", "adviced"), ("discussed", "dicussed"), ("separate", "seperate"), ("tomorrow", "tommorow"))


def typo(rng, s, p=0.25):
    """Occasionally misspell one common word in non-PHI text."""
    if rng.random() < p:
        for a, b in TYPOS:
            if a in s:
                return s.replace(a, b, 1)
    return s


def substance(rng, w):
    return rng.choice(NZ_SUBSTANCES if w.c == "NZ" else SUBSTANCES)


def svc_header(nb, w, site, tagline=None, fax=True, email=True, web=False, pl=None):
    """Letter-head: site name, address lines, telephone, fax, e-mail, website."""
    r = w.rng
    nb.ln("{s|HOSPITAL}", s=site)
    if tagline:
        nb.ln(tagline)
    nb.ln("{a}", a=w.address(pl))
    parts = r.choice(("Tel: ", "T: ", "Phone ", "Tel "))
    nb.f(parts + "{p|PHONE}", p=w.phone(pl))
    if fax:
        nb.f(r.choice(("  Fax: ", " | F: ", "  Fax ")) + "{x|FAX}", x=w.phone(pl))
    nb.add("\n")
    if email:
        nb.ln(r.choice(("Email: ", "E: ", "Secure email: ")) + "{e|EMAIL}",
              e=w.service_email(r.choice(("sexualhealth", "recovery", "cdt", "admin", "referrals", "outreach"))))
    if web:
        nb.ln(r.choice(("Web: ", "www: ", "Online booking: ")) + "{u|URL}", u=w.url())


def id_block(nb, w, pt, style=None, extra=(), show_addr=True):
    """Patient identity block in one of several layouts. `extra` adds optional lines by key."""
    r = w.rng
    style = style if style is not None else r.randint(0, 3)
    dob = w.d(pt.dob, r.choice(("dmy", "dmy", "d_mon_y", "dmy_dot", "d_month_y")))
    age = str(w.age(pt))
    if style == 0:
        nb.ln("Name: {n}", n=pname(r, pt, forms=("full", "LAST_first", "last_first")))
        nb.ln("DOB: {d|DATE} ({a|AGE}y)", d=dob, a=age)
    elif style == 1:
        nb.ln("Client: {n}    D.O.B. {d|DATE}    Age {a|AGE}", n=pname(r, pt, forms=("full", "LAST_first")), d=dob, a=age)
    elif style == 2:
        nb.ln("RE: {n}, DOB {d|DATE}", n=pname(r, pt, forms=("FULLCAPS", "title_full", "full")), d=dob)
    else:
        nb.ln("Patient: {n} | {a|AGE}{s} | DOB {d|DATE}", n=pname(r, pt, forms=("LAST_first", "full")), a=age,
              s=r.choice((pt.sex, " " + pt.sex, "y " + pt.sex, "yo")), d=dob)
    nb.ln(w.nhs_label() + ": {i|MRN}", i=w.nhs())
    if show_addr:
        nb.ln(r.choice(("Address: ", "Addr: ", "Home address: ")) + "{a}", a=w.address())
    for key in extra:
        if key == "mobile":
            nb.ln(r.choice(("Mobile: ", "Mob: ", "Tel (mob): ", "Contact no: ")) + "{m|PHONE}", m=w.mobile())
        elif key == "email":
            nb.ln("Email: {e|EMAIL}", e=w.email_for(pt))
        elif key == "ssn":
            nb.ln(w.ssn_label() + ": {s|SSN}", s=w.ssn())
        elif key == "hp":
            lab, val = w.healthplan()
            nb.ln(lab + ": {h|HEALTHPLAN}", h=val)
        elif key == "clinic":
            nb.ln(r.choice(("Clinic no: ", "Service ID: ", "Case no: ", "Local ID: ")) + "{c|MRN}", c=w.mrn())
        elif key == "gp":
            gp = w.person(lo=30, hi=64)
            nb.ln("GP: {g} , {s|HOSPITAL}".replace(" ,", ","), g=w.staff_name(gp, ("dr_last", "dr_init_last", "dr_full")), s=w.gp_practice())


def signoff(nb, w, st, role, lic=None, phone=True, email=False):
    r = w.rng
    nb.ln(r.choice(("", "Kind regards,", "Many thanks,", "Regards", "Signed:", "Yours sincerely,")))
    nb.ln("{n}", n=w.staff_name(st, ("dr_full", "full", "full", "dr_init_last") if "Dr" in role or "Consultant" in role or "GP" in role else ("full", "full_cred", "full")))
    if lic:
        lab, val = w.license(lic)
        nb.ln(role + "  " + lab + " {l|LICENSE}", l=val)
    else:
        nb.ln(role)
    if phone:
        nb.ln(r.choice(("Direct line: ", "Tel: ", "Mob: ", "Work mobile: ")) + "{p|PHONE}", p=r.choice((w.phone(ext=r.random() < 0.4), w.mobile())))
    if email:
        nb.ln("{e|EMAIL}", e=w.email_for(st, personal=False))


def staff_initials(w, st):
    return frag((st.initials(), "DOCTOR"))
