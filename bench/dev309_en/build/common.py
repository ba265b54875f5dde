"""Shared building blocks: letterheads, signatures, labs, medicines, footers."""

from core import P, pick, chance, shuffled
import phi
import pools


def hosp_addr(c):
    """An address for a care site (its own street/city/postcode spans)."""
    a = phi.Address(c.rng, c.country, c.addr.region if c.country in ("US", "CA", "AU") else None)
    return a


def letterhead(n, c, hosp=None, dept=None, contacts=True):
    rng = c.rng
    hosp = hosp or c.hosp
    dept = dept or pick(rng, [
        "Department of %s" % c.t("haem"),
        "%s Red Cell Service" % c.t("haem"),
        "Haemoglobinopathy Service" if not c.us else "Sickle Cell and Thalassemia Program",
        "%s %s - Haemoglobinopathies" % (c.t("paed"), c.t("haem")) if not c.us
        else "Division of %s %s" % (c.t("paed"), c.t("haem")),
        "Specialist Haemoglobinopathy Team" if not c.us else "Comprehensive Sickle Cell Center"])
    a = hosp_addr(c)
    n.ln("{h}", h=hosp)
    n.ln(dept)
    if chance(rng, 0.35):
        n.ln("{b}, Level %d" % rng.randint(1, 6), b=P("LOCATION_OTHER", pick(rng, pools.BUILDINGS)))
    n.ln("{a}", a=a.lines(rng, oneline=True))
    if contacts:
        parts = []
        parts += [pick(rng, ["Tel: ", "Tel ", "Phone: ", "T: "]), c.phone(pick(rng, ["land", "land", "ext"]))]
        if chance(rng, 0.7):
            parts += [pick(rng, ["  Fax: ", " | Fax ", "  F: "]), c.fax()]
        n.ln("{p}", p=parts)
        if chance(rng, 0.6):
            dom = pick(rng, ["example.org", "example.net", "nhs.example.net", "health.example.org"])
            box = pick(rng, ["redcell.team", "haemoglobinopathy", "scd.nurses", "thal.clinic",
                             "haem.secretaries", "sicklecell"])
            n.ln("{e}", e=[pick(rng, ["Email: ", "E: ", "email "]), P("EMAIL", "%s@%s" % (box, dom))])
        if chance(rng, 0.25):
            n.ln("{u}", u=["Web: ", phi.url(rng)])
    return a


def sig(n, c, p, role, lic_p=0.5, dr=True, bleep_p=0.25, nurse=False, creds=None):
    rng = c.rng
    k = rng.randrange(4)
    if creds is None:
        creds = "" if not dr else pick(rng, ["", ""] + {
            "UK": [" MBBS FRCPath", " MRCP FRCPath", " MBChB PhD", " BM BCh MRCPCH"],
            "IE": [" MB BCh BAO", " MRCPI FRCPath", " MB FRCPI"],
            "US": [" MD", " DO", " MD PhD", " MD, MPH"],
            "CA": [" MD FRCPC", " MD, FRCPC", " MDCM"],
            "AU": [" MBBS FRACP FRCPA", " FRACP", " MBBS PhD"]}[c.country])
    if dr and k in (0, 1):
        n.ln("{x}", x=[p.title(rng, c.country, dr=True) + " ", p.full() if k == 0 else p.fml()])
    elif dr and k == 2:
        n.ln("{x}%s" % creds, x=p.full())
    elif nurse:
        n.ln("{x}%s" % pick(rng, [", RN", " RN", "", " (RGN)", ", RSCN"]), x=p.full())
    else:
        n.ln("{x}%s" % creds, x=p.full())
    n.ln(role)
    if chance(rng, lic_p):
        lab, v = c.lic(nurse)
        n.ln(lab + " {v}", v=v)
    if chance(rng, bleep_p):
        n.ln("{x}", x=[pick(rng, ["Bleep ", "Pager ", "bleep "]), c.bleep()])


GRADES = {"UK": (["ST3", "ST4", "CT2", "registrar", "SpR"], ["FY1", "FY2", "SHO"]),
          "IE": (["registrar", "SpR", "SHO"], ["intern", "SHO"]),
          "US": (["PGY-2", "PGY-3", "resident", "fellow"], ["intern", "PGY-1", "resident"]),
          "CA": (["PGY-2", "R3", "resident", "fellow"], ["PGY-1", "R1"]),
          "AU": (["registrar", "advanced trainee", "HMO"], ["intern", "RMO", "HMO1"])}


def grade(c, junior=False):
    return pick(c.rng, GRADES[c.country][1 if junior else 0])


def lic_seg(c, nurse=False):
    lab, v = c.lic(nurse)
    return [lab, " ", v]


def ehr_footer(n, c, who=None, ip_p=0.3, d=None):
    rng = c.rng
    who = who or c.doc("cons")
    n.ln()
    d = phi.add_days(d, rng.randint(0, 2)) if d else c.after(0, 3)
    n.ln("{a} ({u}) {d} %02d:%02d" % (rng.randint(7, 21), rng.randrange(60)),
         a=[pick(rng, ["Electronically signed by: ", "E-signed: ", "Signed electronically by "]), who.full()],
         u=who.username(rng), d=c.date(d, ["num", "iso", "num_us", "dmon"]))
    if chance(rng, ip_p):
        n.ln("Workstation {ip}%s" % pick(rng, ["", " (remote access)", " - ward PC"]), ip=phi.ipaddr(rng))


def typist(n, c, author):
    rng = c.rng
    t = c.doc("typist")
    style = rng.randrange(3)
    if style == 0:
        n.ln("{a}/{b}", a=P("DOCTOR", author.first[0] + author.last[0]), b=t.initials_lc())
    elif style == 1:
        n.ln("Dictated {d}; typed {e} by {t}", d=c.date(c.enc, ["num", "num2", "dm"]),
             e=c.date(c.after(1, 9), ["num", "num2", "dm"]), t=t.fi_last(rng))
    else:
        n.ln("DD/{b}  Dict: {d}  Tx: {e}", b=t.initials_lc(), d=c.date(c.enc, ["num", "num2"]),
             e=c.date(c.after(1, 9), ["num", "num2"]))


# ---------------------------------------------------------------- clinical content
def lab_items(c, k=None):
    rng = c.rng
    scd = c.group == "scd"
    items = []
    hb = rng.randint(64, 118) if scd else rng.randint(88, 121)
    items.append("Hb %s" % c.hb(hb))
    items.append("MCV %d fL" % (rng.randint(78, 112) if scd else rng.randint(62, 84)))
    items.append("WCC %.1f" % (rng.uniform(5.0, 16.0)))
    items.append("plt %d" % rng.randint(180, 560))
    items.append("retics %d x10^9/L" % rng.randint(80, 420))
    if scd:
        items.append("HbF %.1f%%" % rng.uniform(2.0, 28.0))
        items.append("HbS %.1f%%" % rng.uniform(20.0, 88.0))
        items.append("bilirubin %d umol/L" % rng.randint(18, 96) if not c.country == "US"
                     else "T bili %.1f mg/dL" % rng.uniform(1.0, 5.5))
        items.append("LDH %d U/L" % rng.randint(240, 780))
    else:
        items.append("ferritin %d ug/L" % rng.randint(380, 4900))
        items.append("HbA2 %.1f%%" % rng.uniform(2.0, 5.8))
    items.append("ALT %d" % rng.randint(11, 88))
    items.append("creatinine %d" % rng.randint(28, 92))
    items.append(pick(rng, ["CRP <5", "CRP %d" % rng.randint(1, 60), "25-OH vit D %d nmol/L" % rng.randint(18, 90)]))
    items.append(pick(rng, ["UACR %.1f mg/mmol" % rng.uniform(0.4, 18), "eGFR >90", "K+ %.1f" % rng.uniform(3.5, 5.1)]))
    rng.shuffle(items)
    return items[:k or rng.randint(6, 10)]


def meds(c, k=None):
    rng = c.rng
    scd = c.group == "scd"
    m = []
    if scd:
        if chance(rng, 0.65):
            m.append("%s %d mg %s (%d mg/kg)" % (c.t("hu"), pick(rng, [500, 750, 1000, 1500, 2000]),
                                               pick(rng, ["od", "once daily", "daily", "OD"]), rng.randint(15, 32)))
        m.append("folic acid %s" % pick(rng, ["5 mg od", "1 mg daily", "5 mg once weekly", "400 micrograms od"]))
        m.append(pick(rng, ["penicillin V %d mg bd" % pick(rng, [125, 250, 500]),
                            "phenoxymethylpenicillin 250 mg BD", "erythromycin 250 mg bd (penicillin allergy)",
                            "amoxicillin 20 mg/kg bd"]))
        if chance(rng, 0.3):
            m.append(pick(rng, ["crizanlizumab 5 mg/kg IV every 4 weeks", "voxelotor 1500 mg daily",
                                "L-glutamine 10 g bd", "montelukast 10 mg nocte"]))
        m.append(pick(rng, ["%s 1 g qds prn" % c.t("para"), "ibuprofen 400 mg tds prn with food",
                            "codeine 30 mg qds prn", "oxycodone IR 5 mg prn (max 4/day)",
                            "dihydrocodeine 30 mg prn"]))
        if chance(rng, 0.4):
            m.append(pick(rng, ["colecalciferol 800 IU daily", "vitamin D3 20,000 IU weekly",
                                "lactulose 10 mL bd", "omeprazole 20 mg od"]))
    else:
        m.append(pick(rng, ["deferasirox (Exjade) %d mg/kg/day" % rng.randint(20, 40),
                            "deferasirox film-coated (Jadenu) %d mg/kg/day" % rng.randint(14, 28),
                            "deferiprone (Ferriprox) %d mg/kg/day in 3 divided doses" % pick(rng, [75, 90, 100]),
                            "%s %d mg/kg SC over 10 h, 5 nights/week" % (c.t("dfo"), rng.randint(30, 50))]))
        m.append("folic acid %s" % pick(rng, ["5 mg od", "1 mg daily"]))
        m.append(pick(rng, ["vitamin C 100 mg with DFO", "calcium carbonate/colecalciferol 1 tab bd",
                            "zoledronic acid 4 mg IV 6-monthly", "vitamin D3 1000 IU od"]))
        if chance(rng, 0.3):
            m.append(pick(rng, ["luspatercept 1 mg/kg SC every 3 weeks", "levothyroxine 50 micrograms od",
                                "metformin 500 mg bd", "testosterone gel 50 mg daily"]))
        if chance(rng, 0.4):
            m.append(pick(rng, ["penicillin V 250 mg bd (post-splenectomy)", "cetirizine 10 mg pre-transfusion"]))
    if c.us:
        import re
        for a, b in [(r"\bbd\b", "BID"), (r"\bBD\b", "BID"), (r"\bqds\b", "QID"), (r"\btds\b", "TID"),
                     (r"\bod\b", "daily"), (r"\bOD\b", "daily"), (r"\bnocte\b", "qHS"), (r"\bprn\b", "PRN")]:
            m = [re.sub(a, b, x) for x in m]
    rng.shuffle(m)
    return m[:k] if k else m


def vitals(c, ill=False):
    rng = c.rng
    t = rng.uniform(37.6, 39.4) if ill and chance(rng, 0.5) else rng.uniform(36.3, 37.4)
    if c.country == "US" and chance(rng, 0.6):
        temp = "T %.1f F" % (t * 9 / 5 + 32)
    else:
        temp = "T %.1f" % t
    return ", ".join([temp, "HR %d" % rng.randint(72, 128), "BP %d/%d" % (rng.randint(96, 138), rng.randint(52, 84)),
                      "RR %d" % rng.randint(14, 28), "SpO2 %d%% %s" % (rng.randint(89, 100), pick(rng, ["RA", "on air", "on 2L NP"]))])


def cc_line(n, c, people):
    """people: list of segment lists."""
    rng = c.rng
    n.ln()
    first = True
    for seg in people:
        n.ln("{p}", p=[("cc: " if first else "    "), seg])
        first = False


def art(seg):
    """Indefinite article for a segment (a / an)."""
    from core import seg_text
    t = seg_text(seg).lower()
    return "an " if t[:1] in "aeiou" else "a "


def year_group(c):
    """School year / grade for the patient's age."""
    y = max(1, min(13, c.age - 4))
    if c.country in ("US", "CA"):
        return "grade %d" % max(1, min(12, c.age - 5)) if c.age > 5 else "kindergarten"
    if c.country == "IE":
        return "%s class" % ["junior infants", "senior infants", "1st", "2nd", "3rd", "4th", "5th", "6th"][min(7, max(0, c.age - 4))] \
            if c.age < 12 else "%s year" % ["1st", "2nd", "3rd", "4th", "5th", "6th"][min(5, c.age - 12)]
    if c.country == "AU":
        return "Year %d" % max(1, min(12, c.age - 5)) if c.age > 5 else "Prep"
    return "Year %d" % y if c.age > 4 else "Reception"


def pt_ref(c, rng=None):
    """A varied reference to the patient in running text."""
    rng = rng or c.rng
    if c.child:
        return pick(rng, [c.pt.fn(), c.pt.fn(), c.pt.full()])
    return pick(rng, [c.pt.t_last(rng, c.country), c.pt.fn(), c.pt.t_last(rng, c.country)])


def pain_sites(rng):
    return pick(rng, ["lower back and both thighs", "chest and upper back", "knees and ankles",
                      "left arm and shoulder", "lumbar spine and hips", "abdomen and lower back",
                      "hands and feet (dactylitis)", "right hip and thigh", "ribs bilaterally"])


def origin_phrase(c):
    rng = c.rng
    return pick(rng, [["family originally from ", c.origin],
                      ["parents born in ", c.origin],
                      ["family origin ", c.origin],
                      ["moved from ", c.origin, " aged ", P("AGE", str(rng.randint(2, 30)))]])
