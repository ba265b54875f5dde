"""Clinical case model and shared note blocks (headers, signatures, social history) for dev247_en."""
import datetime

import pools
from core import P, nm

TD = datetime.timedelta

SITES = [("tongue", "lateral tongue", "C02.1", "oral"), ("fom", "floor of mouth", "C04.9", "oral"),
         ("buccal", "buccal mucosa", "C06.0", "oral"), ("rmt", "retromolar trigone", "C06.2", "oral"),
         ("lalv", "lower alveolus", "C03.1", "oral"), ("ualv", "upper alveolus and hard palate", "C03.0", "maxilla"),
         ("tonsil", "tonsil", "C09.9", "oph"), ("bot", "base of tongue", "C01", "oph"),
         ("tonsil", "tonsillar fossa", "C09.0", "oph"), ("glottic", "glottic larynx", "C32.0", "larynx"),
         ("supraglottic", "supraglottic larynx", "C32.1", "larynx"), ("pyriform", "pyriform fossa", "C12", "hypo"),
         ("parotid", "parotid gland", "C07", "parotid"), ("maxsinus", "maxillary sinus", "C31.0", "maxilla"),
         ("npx", "nasopharynx", "C11.9", "npx"), ("skin", "scalp cutaneous SCC with parotid nodal disease",
                                                  "C44.4", "skin"),
         ("orn", "osteoradionecrosis of the mandible", "M27.8", "orn"), ("tongue", "ventral tongue", "C02.1", "oral")]

FLAPS_SOFT = [("radial forearm free flap", "RFFF"), ("anterolateral thigh free flap", "ALT"),
              ("anterolateral thigh free flap", "ALT"), ("radial forearm free flap", "RFFF"),
              ("medial sural artery perforator flap", "MSAP")]
FLAPS_BONE = [("fibula free flap", "FFF"), ("fibula free flap", "FFF"), ("deep circumflex iliac artery flap", "DCIA"),
              ("scapula free flap", "scapula")]


class Case:
    pass


def make_case(ctx, t0_off):
    r = ctx.r
    c = Case()
    c.key, c.site, c.icd, c.group = ctx.ch(SITES)
    c.side = ctx.ch(["left", "right"])
    c.Side = c.side.capitalize()
    c.s = c.side[0].upper()
    g = c.group
    c.p16 = g == "oph" and ctx.p(0.8)
    if g == "parotid":
        c.histo = ctx.ch(["mucoepidermoid carcinoma, high grade", "adenoid cystic carcinoma (cribriform/solid)",
                          "salivary duct carcinoma", "acinic cell carcinoma"])
    elif g == "npx":
        c.histo = "non-keratinising carcinoma, EBV positive (EBER-ISH)"
    elif g == "orn":
        c.histo = "necrotic bone, no malignancy"
    else:
        c.histo = ctx.ch(["well", "moderately", "moderately", "poorly"]) + " differentiated squamous cell carcinoma"
    t = ctx.ch(["1", "2", "2", "3", "3", "4a"]) if g != "larynx" else ctx.ch(["1a", "1b", "2", "3", "4a"])
    nn = ctx.ch(["0", "0", "1", "2a", "2b", "2c", "3b"]) if not c.p16 else ctx.ch(["0", "1", "1", "2", "3"])
    c.T, c.N = t, nn
    c.stage = f"T{t} N{nn} M0"
    c.doi = r.randint(3, 16)
    c.free = True
    c.rt_dose, c.chemo = None, None
    side = c.side
    if g == "oral":
        seg = c.key in ("lalv", "rmt") or ctx.p(0.15)
        res = {"tongue": f"{side} partial glossectomy", "fom": "anterior floor of mouth resection",
               "buccal": f"wide local excision {side} buccal mucosa",
               "rmt": f"{side} composite resection with segmental mandibulectomy",
               "lalv": f"{side} segmental mandibulectomy"}[c.key]
        if seg and "mandibulectomy" not in res:
            res += " with segmental mandibulectomy"
        c.flap, c.flap_abbr = ctx.ch(FLAPS_BONE if seg else FLAPS_SOFT)
        c.proc = f"{res}, {side} selective neck dissection (levels I-{ctx.ch(['III', 'IV'])}), tracheostomy and {c.flap} reconstruction"
        c.surgical, c.adjuvant = True, ctx.p(0.55)
    elif g == "maxilla":
        c.flap, c.flap_abbr = ctx.ch(FLAPS_BONE[1:] + FLAPS_SOFT[1:2])
        c.proc = f"{side} {ctx.ch(['partial', 'subtotal', 'low-level'])} maxillectomy (Brown class {ctx.ch(['2a', '2b', '3b'])}), {side} neck dissection and {c.flap} reconstruction"
        c.surgical, c.adjuvant = True, ctx.p(0.7)
    elif g == "oph":
        c.surgical = ctx.p(0.3)
        c.flap, c.flap_abbr = FLAPS_SOFT[0]
        c.proc = f"transoral robotic surgery ({side} radical tonsillectomy/BOT resection), {side} neck dissection"
        c.adjuvant = c.surgical and ctx.p(0.5)
        c.free = False
    elif g in ("larynx", "hypo"):
        c.surgical = t in ("3", "4a") and ctx.p(0.6) or (t in ("1a", "1b") and ctx.p(0.5))
        if t in ("1a", "1b"):
            c.proc = "transoral laser microsurgery (type II cordectomy)"
            c.free = False
            c.adjuvant = False
        else:
            c.flap, c.flap_abbr = FLAPS_SOFT[1]
            c.proc = ("total laryngectomy, bilateral neck dissection and primary tracheoesophageal puncture"
                      if g == "larynx" else "total laryngopharyngectomy with ALT free flap reconstruction")
            c.adjuvant = True
            c.free = g == "hypo"
    elif g in ("parotid", "skin"):
        c.flap, c.flap_abbr = FLAPS_SOFT[1]
        c.proc = f"{side} {ctx.ch(['total', 'superficial', 'radical'])} parotidectomy, {side} neck dissection" + (
            ", facial nerve sacrifice and ALT free flap" if ctx.p(0.5) else "")
        c.free = "ALT" in c.proc
        c.surgical, c.adjuvant = True, True
    elif g == "orn":
        c.flap, c.flap_abbr = FLAPS_BONE[0]
        c.proc = f"{side} segmental mandibulectomy and fibula free flap reconstruction"
        c.surgical, c.adjuvant = True, False
        c.stage = ctx.ch(["Notani grade III", "Notani grade II", "Lyons stage 4"])
    else:
        c.surgical, c.adjuvant, c.free = False, False, False
        c.proc = "chemoradiotherapy"
    if not hasattr(c, "flap"):
        c.flap, c.flap_abbr = FLAPS_SOFT[0]
    if c.surgical:
        c.rt_dose = ctx.ch(["60 Gy in 30 fractions", "66 Gy in 33 fractions", "60 Gy/30#", "65 Gy in 30 fractions"])
        c.fx = 30 if "30" in c.rt_dose else 33
        if c.adjuvant and ctx.p(0.5):
            c.chemo = ctx.ch(["concurrent cisplatin 100 mg/m2 (D1, D22)", "weekly cisplatin 40 mg/m2"])
    else:
        if t in ("1a", "1b") and g == "larynx":
            c.rt_dose, c.fx = ctx.ch([("55 Gy in 20 fractions", 20), ("50 Gy in 16 fractions", 16)])
        else:
            c.rt_dose, c.fx = ctx.ch([("70 Gy in 35 fractions", 35), ("65 Gy in 30 fractions", 30),
                                      ("70 Gy/35#", 35), ("66 Gy in 33 fractions", 33)])
            c.chemo = ctx.ch(["concurrent cisplatin 100 mg/m2 (D1, D22)", "weekly cisplatin 40 mg/m2",
                              "cetuximab 400 mg/m2 loading then 250 mg/m2 weekly", "weekly carboplatin AUC 2"])
        c.adjuvant = True
    c.t0 = ctx.today + TD(days=t0_off)
    c.mdt = c.t0 - TD(days=r.randint(9, 28))
    c.bx = c.mdt - TD(days=r.randint(6, 20))
    c.img = c.bx + TD(days=r.randint(-9, 6))
    c.ref = c.bx - TD(days=r.randint(5, 21))
    c.onset = c.ref - TD(days=r.randint(30, 200))
    c.surg = c.t0 if c.surgical else None
    c.rt_start = c.t0 + TD(days=r.randint(35, 52)) if c.surgical else c.t0
    c.rt_end = c.rt_start + TD(days=(c.fx // 5) * 7 + r.randint(-3, 2))
    c.peg = c.rt_start - TD(days=r.randint(3, 12)) if ctx.p(0.6) else c.rt_start + TD(days=r.randint(16, 30))
    c.tstage = ("p" if c.surgical else "c") + c.stage if g != "orn" else c.stage
    return c


HOLIDAYS = {"UK": ["Christmas", "Boxing Day", "Easter", "New Year's Day", "Diwali", "Eid", "the bank holiday Monday"],
            "US": ["Thanksgiving", "Christmas", "July 4th", "Labor Day", "Memorial Day", "New Year's Eve"],
            "NZ": ["Waitangi Day", "Anzac Day", "Matariki", "Christmas", "Easter", "Boxing Day"]}


def hol(ctx):
    """A holiday (DATE); 'the ... Monday' keeps its article outside."""
    h = ctx.ch(HOLIDAYS[ctx.c])
    if h.startswith("the "):
        return ["the ", P(h[4:], "DATE")]
    return [P(h, "DATE")]


def weekday(ctx):
    return P(ctx.ch(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Mon", "Fri"]), "DATE")


def cty(name):
    """Country span; a leading article stays outside ('the [Philippines]')."""
    if name.startswith("the "):
        return ["the ", P(name[4:], "COUNTRY")]
    return [P(name, "COUNTRY")]


def at(ctx, d):
    """Move the note date and keep the patient's age consistent with the date of birth."""
    ctx.today = d
    dob = ctx.pt.dob
    ctx.pt.age = d.year - dob.year - ((d.month, d.day) < (dob.month, dob.day))


def dx_line(ctx, c):
    if c.group == "orn":
        return f"{c.Side} mandibular {c.site} ({c.stage}) following previous radiotherapy"
    p16 = (", p16 positive" if c.p16 else ", p16 negative") if c.group == "oph" else ""
    pre = "p" if (c.surg is not None and c.surg < ctx.today) else "c"
    return f"{c.Side} {c.site} {c.histo.split(',')[0]}, {pre}{c.stage}{p16} (TNM8; ICD-10 {c.icd})"


# ------------------------------------------------------------------ identity headers
def nat_label(ctx):
    return {"UK": ctx.ch(["NHS No: ", "NHS number: ", "NHS: ", "NHS No. "]),
            "US": ctx.ch(["SSN: ", "SS#: ", "Social Security #: "]), "NZ": "NHI: "}[ctx.c]


def mrn_label(ctx):
    return {"UK": ctx.ch(["Hosp No: ", "Hospital number: ", "Unit No: ", "MRN: ", "Hosp. no. ", "K-number: "]),
            "US": ctx.ch(["MRN: ", "MR#: ", "Med Rec #: ", "MRN "]), "NZ": "NHI: "}[ctx.c]


def id_header(ctx, n, style=None, addr=True, kin=False, gp=False, insur=True):
    pt, c = ctx.pt, ctx.c
    style = style or ctx.ch(["lines", "bar", "label", "lines", "grid"])
    sexw = ctx.ch([pt.sex, pt.sex_word.capitalize()])
    if style == "bar":
        n(nm(pt, ctx.ch(["sf_caps", "sf_allcaps", "caps"])), " | DOB ", ctx.D(pt.dob), " (", ctx.age("y"), ") | ",
          mrn_label(ctx).strip(), " ", P(pt.mrn, "MRN"))
        if c != "NZ" and ctx.p(0.6 if c == "UK" else 0.3):
            n(" | ", nat_label(ctx).strip(), " ", P(pt.nat, "SSN" if c == "US" else "MRN"))
        n("\n")
    elif style == "label":
        n("[Patient label] ", nm(pt, ctx.ch(["full", "caps", "full_mid"])), "   D.O.B. ", ctx.D(pt.dob), "   ",
          mrn_label(ctx), P(pt.mrn, "MRN"), "\n")
        if c == "UK":
            n(nat_label(ctx), P(pt.nat, "MRN"), "\n")
    elif style == "grid":
        n("Surname: ", P(pt.surname.upper() if ctx.p(0.5) else pt.surname, "PATIENT"), "    Forename(s): ",
          P(pt.given + (" " + pt.middle if pt.middle else ""), "PATIENT"), "\n")
        n("DOB: ", ctx.D(pt.dob), "    Age: ", P(str(pt.age), "AGE"), "    Sex: ", sexw, "\n")
        n(mrn_label(ctx), P(pt.mrn, "MRN"))
        if c == "UK":
            n("    ", nat_label(ctx), P(pt.nat, "MRN"))
        n("\n")
    else:
        n("Name: ", nm(pt, ctx.ch(["sf_caps", "full", "sf", "full_mid"])), "\n")
        n(ctx.ch(["DOB: ", "D.O.B.: ", "Date of birth: "]), ctx.D(pt.dob))
        if ctx.p(0.5):
            n(" (", ctx.age(ctx.ch(["y", "years", "yo"])), ")\n")
        else:
            n("  Age: ", P(str(pt.age), "AGE"), "\n")
        n(mrn_label(ctx), P(pt.mrn, "MRN"), "\n")
        if c == "UK" or (c == "US" and ctx.p(0.25)):
            n(nat_label(ctx), P(pt.nat, "MRN" if c == "UK" else "SSN"), "\n")
    if c == "US" and insur and ctx.p(0.55):
        ins(ctx, n)
    if c == "US" and ctx.p(0.08):
        n("Patient identity: palm-vein scan verified, biometric ID ", P(ctx.bioid(), "BIOID"), "\n")
    if addr and ctx.p(0.6):
        n("Address: ", ctx.addr(pt.addr), "\n")
        if ctx.p(0.5):
            n(ctx.ch(["Tel: ", "Phone: ", "Home tel: ", "Contact no: "]), P(pt.tel, "PHONE"), "\n")
    if kin:
        k = pt.kin
        n("NOK: ", nm(k, ctx.ch(["full", "sf", "title_full"])), f" ({k.rel}) ", P(k.tel, "PHONE"), "\n")
    if gp:
        gpb(ctx, n)


def ins(ctx, n):
    n(ctx.ch(["Insurance: ", "Payer: ", "Primary ins: "]), P(ctx.ch(pools.INSURERS["US"]), "ORGANIZATION"),
      ctx.ch(["  Member ID: ", " | ID# ", "  Subscriber #: "]), P(ctx.plan_id(), "HEALTHPLAN"))
    if ctx.p(0.5):
        n(ctx.ch(["  Group #: ", "  Grp "]), P(f"{ctx.dig(5)}{ctx.ch(['', '-' + ctx.let(2)])}", "HEALTHPLAN"))
    n("\n")


def gpb(ctx, n, label=None):
    gp = ctx.clin("gp")
    prac = ctx.ch(pools.GP_PRACTICES[ctx.c])
    ctx.gp_prac = prac
    lab = label or {"UK": "GP: ", "US": ctx.ch(["PCP: ", "Primary care: "]), "NZ": "GP: "}[ctx.c]
    n(lab, nm(gp, ctx.ch(["title_sur", "title_init_sur", "title_full"])), ", ", P(prac, "HOSPITAL"))
    if ctx.p(0.4):
        n(", ", ctx.addr(near(ctx)))
    if ctx.p(0.3):
        n(ctx.ch(["  Fax ", "  F: ", "  fax: "]), P(ctx.phone(), "FAX"))
    n("\n")


def near(ctx):
    """A different address in the patient's town (most of the time)."""
    a = ctx.address()
    if ctx.p(0.7):
        for k in ("city", "st", "region", "county"):
            if k in ctx.pt.addr:
                a[k] = ctx.pt.addr[k]
    return a


def letterhead(ctx, n, dept):
    a = ctx.address()
    n(P(ctx.hosp, "HOSPITAL"), "\n", dept, "\n", ctx.addr(a, sep=ctx.ch([", ", "\n"])), "\n")
    n(ctx.ch(["Tel: ", "Tel ", "Phone: "]), P(ctx.phone(), "PHONE"))
    if ctx.p(0.6):
        n(ctx.ch(["   Fax: ", "  |  Fax ", "   F: "]), P(ctx.phone(), "FAX"))
    n("\n")
    if ctx.p(0.5):
        n("Email: ", P(ctx.email(dept=ctx.ch(["maxfax.secretaries", "hn.cns", "headneck.office", "omfs.admin",
                                                "slt.referrals"])), "EMAIL"), "\n")
    if ctx.p(0.25):
        n(P(ctx.url(), "URL"), "\n")


def sign(ctx, n, who, lic=0.4, contact=0.5, dated=0.5, lead=None):
    n(lead if lead is not None else ctx.ch(["\n", "\nSigned: ", "\n-- ", "\nElectronically signed by "]))
    form = ctx.ch(["full", "title_full", "full_cred", "title_init_sur", "init_sur"])
    n(nm(who, form))
    if who.cred and form != "full_cred" and ctx.p(0.6):
        n(ctx.ch([", ", " - ", "\n"]), who.cred)
    if ctx.p(lic):
        lab, val = ctx.lic(who)
        n(ctx.ch(["\n", "  ", " | "]), lab, P(val, "LICENSE"))
    if ctx.p(contact):
        k = ctx.r.random()
        if k < 0.4:
            n(ctx.ch(["\nBleep ", "  bleep ", "\nPager: "] if ctx.c != "US" else ["\nPager: ", "  pager "]), P(ctx.bleep(), "PHONE"))
        elif k < 0.75:
            n(ctx.ch(["\nTel: ", "  Ph ", "\nDirect line: "]), P(ctx.phone() + (ctx.ext() if ctx.p(0.3) else ""), "PHONE"))
        else:
            n("\n", P(ctx.email(who), "EMAIL"))
    if ctx.p(dated):
        n(ctx.ch(["\nDate: ", "  ", "\n"]), ctx.D(ctx.today), " ", ctx.time())
    n("\n")


def audit(ctx, n, who=None, p=0.35):
    if not ctx.p(p):
        return
    who = who or ctx.clin(ctx.ch(["nurse", "registrar", "cns"]))
    k = ctx.r.random()
    if k < 0.35:
        n("\n[Last edited by user ", P(who.user, "USERNAME"), " on ", ctx.D(ctx.today, "dmy" if ctx.c != "US" else "mdy"),
          " ", ctx.time(), "]\n")
    elif k < 0.6:
        n("\nPrinted ", ctx.D(ctx.today), " ", ctx.time(), " by ", P(who.user, "USERNAME"), " @ workstation ",
          P(ctx.ip(), "IPADDR"), "\n")
    elif k < 0.8:
        n("\nDocument ID ", P(f"DOC{ctx.dig(9)}", "IDNUM"), " | author login: ", P(who.user, "USERNAME"), "\n")
    else:
        n("\nEntered by: ", nm(who, "init_sur"), " (", P(who.user, "USERNAME"), ")  Encounter: ",
          P(ctx.acct(), "ACCOUNT"), "\n")


# ------------------------------------------------------------------ social history
def social(ctx, n, k=3):
    pt, r = ctx.pt, ctx.r
    kin = pt.kin
    bits = []

    def lives():
        n(ctx.ch(["Lives with ", "Lives at home with ", "Lives with "]), pt.his, " ", kin.rel, " ",
          nm(kin, ctx.ch(["given", "full", "given"])), " in ", P(pt.addr["city"], "CITY"), ". ")

    def job():
        org = P(ctx.ch(pools.ORGS), "ORGANIZATION")
        if pt.retired:
            n(ctx.ch(["Retired ", "Formerly a ", "Ex-"]), P(pt.job, "PROFESSION"),
              *([" (", ctx.ch(["worked at ", "36 years with ", ""]), org, ")"] if ctx.p(0.5) else []), ". ")
        else:
            n(ctx.ch(["Works as a ", "Employed as a ", "Occupation: "]), P(pt.job, "PROFESSION"),
              *([ctx.ch([" at ", " for ", " with "]), org] if ctx.p(0.6) else []),
              ctx.ch(["; currently off work. ", ". ", ", self-employed. "]))

    def smoke():
        q = pt.dob + datetime.timedelta(days=365 * r.randint(35, max(36, pt.age - 1)))
        n(ctx.ch(["Ex-smoker", "Smoker", "Former smoker"]), f" ({r.randint(10, 60)} pack-years",
          *([", quit ", ctx.Dp(q)] if ctx.p(0.6) and q < ctx.today else []), "). ")
        if ctx.p(0.4):
            n("Started smoking aged ", P(str(r.randint(11, 19)), "AGE"), ". ")
        n(f"Alcohol {r.randint(0, 60)} units/{ctx.ch(['week', 'wk'])}" if ctx.c != "US" else
          f"EtOH {r.randint(0, 30)} drinks/week", ". ")

    def origin():
        yr = ctx.today.year - r.randint(3, min(45, pt.age - 2))
        n(ctx.ch(["Originally from ", "Born in ", "Grew up in "]), cty(ctx.ch(pools.COUNTRIES)),
          ctx.ch(["; moved to ", ", came to "]), cty(ctx.ch(pools.HOME_COUNTRY[ctx.c])), " in ",
          P(str(yr), "DATE"), ". ")

    def family():
        f2 = ctx.person("FAMILY")
        rel = ctx.ch(["daughter", "sister", "niece", "friend", "neighbour", "granddaughter"] if f2.sex == "F" else
                     ["son", "brother", "nephew", "friend", "neighbour", "grandson"])
        n(ctx.ch(["Good support from ", "Supported by ", "Main support is "]), pt.his, " ", rel, " ",
          nm(f2, ctx.ch(["full", "given"])))
        if ctx.p(0.4):
            n(" (", P(str(r.randint(25, 75)), "AGE"), ")")
        if ctx.p(0.35):
            n(", who works as a ", P(ctx.ch(pools.PROFESSIONS), "PROFESSION"))
        n(". ")

    opts = [lives, job, smoke, origin, family, lives, job, smoke]
    r.shuffle(opts)
    used = []
    for fn in opts:
        if fn not in used and len(used) < k:
            used.append(fn)
            fn()


# ------------------------------------------------------------------ meds and labs
MEDS_UK = ["Paracetamol 1 g QDS", "Oramorph 5-10 mg 2-hourly PRN", "Lansoprazole 30 mg OD", "Enoxaparin 40 mg SC OD",
           "Metoclopramide 10 mg TDS PRN", "Ondansetron 4 mg BD", "Difflam mouthwash 15 ml QDS",
           "Chlorhexidine 0.2% mouthwash 10 ml BD", "Nystatin 100,000 units/ml 1 ml QDS", "Amlodipine 5 mg OD",
           "Atorvastatin 40 mg ON", "Metformin 500 mg BD", "Levothyroxine 75 micrograms OD",
           "Fentanyl 25 micrograms/h patch (72-hourly)", "Gabapentin 300 mg TDS", "Co-amoxiclav 625 mg TDS",
           "Dexamethasone 4 mg OM", "Pilocarpine 5 mg TDS", "Apixaban 5 mg BD", "Ramipril 2.5 mg OD",
           "Thiamine 100 mg TDS", "Forceval 1 capsule OD", "Macrogol 1 sachet BD", "Senna 15 mg ON",
           "Sertraline 50 mg OD", "Omeprazole 20 mg OD", "Gaviscon Advance 10 ml QDS", "Bisoprolol 2.5 mg OD",
           "Calcium/vitamin D (Adcal-D3) 1 tab BD", "Salbutamol 100 micrograms 2 puffs PRN", "Tiotropium 18 mcg OD"]
MEDS_US = ["Acetaminophen 650 mg q6h", "Oxycodone 5 mg q4h PRN", "Pantoprazole 40 mg daily",
           "Enoxaparin 40 mg SQ daily", "Ondansetron 4 mg q8h PRN", "Magic mouthwash 10 mL q4h PRN swish/spit",
           "Chlorhexidine 0.12% oral rinse BID", "Lisinopril 10 mg daily", "Atorvastatin 40 mg qHS",
           "Metformin 500 mg BID", "Levothyroxine 75 mcg daily", "Fentanyl 25 mcg/hr TD patch q72h",
           "Gabapentin 300 mg TID", "Amoxicillin-clavulanate 875 mg BID", "Dexamethasone 4 mg daily",
           "Pilocarpine 5 mg TID", "Apixaban 5 mg BID", "Docusate 100 mg BID", "Senna 8.6 mg qHS",
           "Sertraline 50 mg daily", "Metoprolol succinate 25 mg daily", "Tamsulosin 0.4 mg qHS",
           "Albuterol HFA 2 puffs q4h PRN", "Sodium fluoride 1.1% gel (PreviDent 5000) qHS"]


def meds(ctx, k=None):
    pool = MEDS_US if ctx.c == "US" else MEDS_UK
    k = k or ctx.r.randint(3, 7)
    return ctx.r.sample(pool, k)


def labs(ctx):
    r = ctx.r
    if ctx.c == "US":
        return (f"Hgb {r.randint(88, 150) / 10:.1f} g/dL, WBC {r.randint(30, 140) / 10:.1f}, Plt {r.randint(140, 460)}, "
                f"Na {r.randint(129, 144)}, K {r.randint(31, 52) / 10:.1f}, BUN {r.randint(6, 32)}, Cr {r.randint(5, 16) / 10:.1f}, "
                f"Mg {r.randint(13, 24) / 10:.1f}, Phos {r.randint(18, 45) / 10:.1f}, Alb {r.randint(24, 45) / 10:.1f}")
    return (f"Hb {r.randint(88, 150)} g/L, WCC {r.randint(30, 140) / 10:.1f}, Plt {r.randint(140, 460)}, "
            f"Na {r.randint(129, 144)}, K {r.randint(31, 52) / 10:.1f}, Ur {r.randint(25, 120) / 10:.1f}, "
            f"Cr {r.randint(48, 140)}, eGFR {ctx.ch(['>90', str(r.randint(38, 89))])}, CRP {r.randint(1, 120)}, "
            f"Alb {r.randint(24, 45)}, Mg {r.randint(52, 98) / 100:.2f}, PO4 {r.randint(55, 140) / 100:.2f}")


def vitals(ctx):
    r = ctx.r
    return (f"HR {r.randint(58, 112)}, BP {r.randint(98, 168)}/{r.randint(52, 96)}, RR {r.randint(12, 24)}, "
            f"SpO2 {r.randint(91, 100)}% {ctx.ch(['RA', 'on 28% humidified O2', 'on 2 L via trache mask', 'air'])}, "
            f"T {r.randint(359, 382) / 10:.1f}")


def ecog(ctx):
    return ctx.ch([f"ECOG {ctx.r.randint(0, 3)}", f"WHO PS {ctx.r.randint(0, 2)}", f"Karnofsky {ctx.ch(['90', '80', '70', '60'])}%"])


def sex_short(ctx):
    return "M" if ctx.pt.sex == "M" else "F"


def ref(ctx, n, label=None):
    n(label or ctx.ch(["Our ref: ", "Ref: ", "Case ref: "]), P(ctx.ch([f"HN/{ctx.today.year}/{ctx.dig(4)}",
                                                                     f"MDT-{ctx.dig(6)}", f"{ctx.dig(3)}/{ctx.dig(4)}"]),
                                                               "IDNUM"))
