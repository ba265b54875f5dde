"""Shared clinical fragments: vitals, growth, headers, signatures."""
import gen
from gen import P


def growth(age_m, rng, sex="M", fw=None, fh=None):
    """Plausible weight (kg), length/height (cm), head circumference (cm)."""
    m = max(age_m, 0)
    if m <= 6:
        w = 3.4 + 0.68 * m
        h = 50 + 2.6 * m
    elif m <= 12:
        w = 7.5 + 0.36 * (m - 6)
        h = 65.6 + 1.5 * (m - 6)
    elif m <= 24:
        w = 9.7 + 0.2 * (m - 12)
        h = 74.6 + 1.0 * (m - 12)
    else:
        y = m / 12.0
        w = 2.3 * y + 7.5 if y < 11 else 33 + 5.0 * (y - 11)
        h = 87 + 6.2 * (y - 2) if y < 12 else 149 + 4.5 * (y - 12)
        h = min(h, 182 if sex == "M" else 168)
    w *= (fw or rng.uniform(0.86, 1.16)) * rng.uniform(0.985, 1.015)
    h *= (fh or rng.uniform(0.96, 1.04)) * rng.uniform(0.997, 1.003)
    hc = 35 + 1.5 * min(m, 3) + 0.8 * max(0, min(m, 12) - 3) + 0.25 * max(0, min(m, 36) - 12)
    hc *= rng.uniform(0.97, 1.03)
    return round(w, 1 if w < 20 else 1), round(h, 1), round(hc, 1)


def pctl(rng):
    return rng.choice(["3rd", "5th", "10th", "15th", "25th", "40th", "50th", "60th",
                       "75th", "85th", "90th", "97th"])


def vitals(ctx, rng, febrile=False, unwell=False):
    a = ctx.age_y
    if ctx.age_m < 12:
        hr, rr, sbp = rng.randint(110, 160), rng.randint(28, 48), rng.randint(70, 95)
    elif a < 5:
        hr, rr, sbp = rng.randint(90, 140), rng.randint(22, 36), rng.randint(85, 105)
    elif a < 12:
        hr, rr, sbp = rng.randint(70, 115), rng.randint(16, 26), rng.randint(92, 115)
    else:
        hr, rr, sbp = rng.randint(58, 100), rng.randint(12, 20), rng.randint(100, 128)
    if unwell:
        hr += rng.randint(15, 40)
        rr += rng.randint(4, 14)
    dbp = int(sbp * rng.uniform(0.55, 0.68))
    t = round(rng.uniform(38.3, 40.1) if febrile else rng.uniform(36.4, 37.4), 1)
    sat = rng.randint(90, 96) if unwell else rng.randint(97, 100)
    if ctx.us and rng.random() < 0.6:
        temp = "%.1f F" % (t * 9 / 5 + 32)
    else:
        temp = "%.1f C" % t
    return {"hr": hr, "rr": rr, "bp": "%d/%d" % (sbp, dbp), "t": temp, "sat": sat}


def vitals_line(v, rng):
    k = rng.randint(0, 2)
    if k == 0:
        return "T %s  HR %d  RR %d  BP %s  SpO2 %d%% RA" % (v["t"], v["hr"], v["rr"], v["bp"], v["sat"])
    if k == 1:
        return "Temp %s, pulse %d, resp %d, BP %s, sats %d%% on room air" % (
            v["t"], v["hr"], v["rr"], v["bp"], v["sat"])
    return "HR: %d | RR: %d | BP: %s | Temp: %s | SpO2: %d%%" % (
        v["hr"], v["rr"], v["bp"], v["t"], v["sat"])


def license_line(ctx, d, c, rng):
    """Licence line for a clinician (value only inside the span)."""
    if ctx.us:
        k = rng.randint(0, 2)
        if k == 0:
            d.line("NPI: {v}", v=P(gen.npi(rng), "LICENSE"))
        elif k == 1:
            d.line("NPI {v}  DEA {w}", v=P(gen.npi(rng), "LICENSE"),
                   w=P(gen.dea(rng, c.last), "LICENSE"))
        else:
            d.line("{st} Lic. #{v}", st=ctx.st, v=P(gen.state_license(rng, ctx.st), "LICENSE"))
    else:
        if c.cred and ("RN" in c.cred or "CNM" in c.cred or "PHN" in c.cred):
            d.line("NMBI PIN: {v}", v=P(gen.digits(rng, 6), "LICENSE"))
        else:
            d.line(rng.choice(["MCRN: {v}", "MCRN {v}", "IMC No. {v}", "Medical Council Reg. No. {v}"]),
                   v=P(gen.mcrn(rng), "LICENSE"))


def e_sign(ctx, d, c, rng, when=None):
    when = when if when is not None else ctx.visit
    tm = "%02d:%02d" % (rng.randint(7, 22), rng.randint(0, 59))
    k = rng.randint(0, 3)
    if k == 0:
        d.line("Electronically signed by {n}, {cr} on {dt} at {tm}", n=c.n("fml"), cr=c.cred,
               dt=ctx.D(when), tm=tm)
    elif k == 1:
        d.line("Signed: {n} {cr}  {dt} {tm}", n=c.n("fl"), cr=c.cred, dt=ctx.D(when), tm=tm)
    elif k == 2:
        d.line("-- {n}, {cr}", n=c.n("fl"), cr=c.cred)
        d.line("Date/time: {dt} {tm}", dt=ctx.D(when), tm=tm)
    else:
        d.line("Attestation: I personally saw and examined the patient. {n}, {cr} ({dt})",
               n=c.n("fl"), cr=c.cred, dt=ctx.D(when))


def letter_head(ctx, d, rng, site=None, clinic=False):
    """Care-site letterhead: name, address, phone, fax, maybe web and e-mail."""
    site = site or (ctx.clinic if clinic else ctx.hosp)
    d.line("{h}", h=P(site, "HOSPITAL"))
    if rng.random() < 0.4:
        d.line(rng.choice(["Department of Paediatrics", "Paediatric Outpatients",
                           "General Paediatrics Outpatients", "Child Health Services",
                           "Children's Services"]) if not ctx.us else
               rng.choice(["Department of Pediatrics", "Ambulatory Pediatrics",
                           "Division of General Pediatrics"]))
    d.line("{a}", a=ctx.site_address())
    k = rng.randint(0, 2)
    if k == 0:
        d.line("Tel: {p}   Fax: {f}", p=P(ctx.site_phone(), "PHONE"), f=P(ctx.site_phone(), "FAX"))
    elif k == 1:
        d.line("Phone {p} | Fax {f} | {u}", p=P(ctx.site_phone(), "PHONE"),
               f=P(ctx.site_phone(), "FAX"), u=P(site_url(ctx, rng), "URL"))
    else:
        d.line("T: {p}  E: {e}", p=P(ctx.site_phone(), "PHONE"),
               e=P(site_email(ctx, rng), "EMAIL"))


def site_url(ctx, rng):
    base = gen.ascii_fold(ctx.clinic.split()[0]).lower()
    dom = rng.choice(gen.DOMAINS)
    return rng.choice(["www.%s" % dom, "https://%s.%s/%s" % (base, dom, rng.choice(
                           ["portal", "paeds", "patients", "referrals", "clinic"])),
                       "www.%s/%s" % (dom, base)])


def site_email(ctx, rng):
    box = rng.choice(["paedsopd", "referrals", "childhealth", "frontdesk", "clinic",
                      "admin", "nicu.followup", "schoolhealth"])
    return "%s@%s" % (box, rng.choice(gen.DOMAINS))


def pt_header(ctx, d, rng, fields=("name", "dob", "mrn")):
    """A one- or two-line patient banner with varied ordering and layout."""
    k = rng.randint(0, 3)
    bits = []
    for f in fields:
        if f == "name":
            st = rng.choice(["LF", "fl", "LFM", "lf", "fml"])
            bits.append(("Patient" if k != 2 else "Name", ctx.pt.n(st)))
        elif f == "dob":
            bits.append(("DOB", ctx.dob_p()))
        elif f == "mrn":
            bits.append((rng.choice(["MRN", "MRN", "Hosp No.", "Chart #"]) if not ctx.us
                         else rng.choice(["MRN", "MRN", "Med Rec #"]), P(ctx.mrn, "MRN")))
        elif f == "acct":
            bits.append((rng.choice(["Acct", "Encounter #", "CSN", "Visit No."]), P(ctx.acct, "ACCOUNT")))
        elif f == "age":
            bits.append(("Age", ctx.age_piece(rng.choice(["{a} y", "{a}y", "{a} yrs"]) if ctx.age_y >= 2
                                               else "{a} mo")))
        elif f == "sex":
            bits.append(("Sex", "M" if ctx.pt.sex == "M" else "F"))
        elif f == "plan":
            bits.append((("Member ID" if ctx.us else "Medical Card No."), P(ctx.plan, "HEALTHPLAN")))
    if k == 0:
        for i, (lab, v) in enumerate(bits):
            d.w("{l}: {v}", l=lab, v=v)
            d.t("    " if i < len(bits) - 1 else "\n")
    elif k == 1:
        for lab, v in bits:
            d.line("{l}: {v}", l=lab, v=v)
    elif k == 2:
        for i, (lab, v) in enumerate(bits):
            d.w("{l} {v}", l=lab.upper(), v=v)
            d.t(" | " if i < len(bits) - 1 else "\n")
    else:
        for lab, v in bits:
            d.line("{l:<10}{v}".replace("{l:<10}", (lab + ":").ljust(11)), v=v)


ALLERGIES = ["NKDA", "No known drug allergies", "Amoxicillin (rash)", "Peanut (anaphylaxis)",
             "Egg - hives", "Cow's milk protein allergy", "Sulfa (urticaria)",
             "Tree nuts", "Cefaclor - serum sickness-like reaction", "Latex",
             "No known allergies", "NKA"]

MEDS_COMMON = ["cholecalciferol 400 IU PO daily", "ferrous sulfate 15 mg elemental iron PO daily",
               "cetirizine 5 mg PO daily", "fluticasone 50 mcg/actuation 1 spray each nostril daily",
               "polyethylene glycol 3350 8.5 g PO daily", "montelukast 4 mg PO qHS",
               "albuterol HFA 90 mcg 2 puffs q4h PRN", "hydrocortisone 1% cream BID PRN",
               "methylphenidate ER 18 mg PO qAM", "melatonin 1 mg qHS",
               "omeprazole 10 mg PO daily", "levetiracetam 250 mg PO BID",
               "budesonide 0.5 mg neb BID", "sertraline 25 mg PO daily"]
MEDS_IE = ["Abidec 0.6 ml PO daily", "Calpol 120 mg/5 ml PRN", "Nurofen for Children PRN",
           "Movicol Paediatric 1 sachet daily", "cetirizine 2.5 mg PO daily",
           "salbutamol 100 mcg MDI via spacer PRN", "Flixotide 50 mcg 2 puffs BID",
           "Dioralyte PRN", "Gaviscon Infant", "Epipen Jr 0.15 mg (x2)",
           "vitamin D3 5 mcg daily", "Zinc and castor oil cream PRN"]


def meds_list(ctx, rng, n=None):
    pool = MEDS_COMMON + (MEDS_IE if not ctx.us else [])
    n = rng.randint(0, 3) if n is None else n
    out = []
    for _ in range(n):
        m = rng.choice(pool)
        if m not in out:
            out.append(m)
    return out
