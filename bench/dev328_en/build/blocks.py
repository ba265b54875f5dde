"""Reusable note blocks: demographics headers, clinical summaries, social history,
criteria checklists, signatures and audit footers."""
import clinical
import legal
import places
from case import country_e
from core import E, clock, ipaddr, username, fmt_date


def lab_str(c, key):
    r = c.rng
    name, (lo, hi), um, uu = clinical.LABS[key]
    v = r.uniform(lo, hi)
    if c.C == "US" and key in clinical.US_CONV:
        v = v * clinical.US_CONV[key]
        unit = uu
    else:
        unit = um if c.C != "US" else uu
    if key == "abg":
        return "ABG: pH 7.3%d, pCO2 %d mmHg, pO2 %d mmHg" % (r.randint(0, 4), int(v), r.randint(52, 68))
    if isinstance(lo, float) or v < 10:
        vs = "%.1f" % v
    else:
        vs = "%d" % round(v)
    return ("%s %s %s" % (name, vs, unit)).strip()


def labs_line(c, n=4):
    keys = list(c.dx["labs"])
    extra = [k for k in ["na", "hb", "creat", "alb", "crp"] if k not in keys]
    c.rng.shuffle(extra)
    keys = (keys + extra)[:n]
    return ", ".join(lab_str(c, k) for k in keys)


def scores(c):
    r = c.rng
    e = r.choice([3, 3, 4, 4])
    p = r.choice([20, 30, 30, 40, 40, 50])
    return "ECOG %d, PPS %d%%" % (e, p) if c.C != "AU" or r.random() < 0.5 else "AKPS %d, ECOG %d" % (p, e)


def header(d, c, style=None, fields=None):
    """Patient demographics block in one of several layouts."""
    r = c.rng
    style = style if style is not None else r.randint(0, 4)
    hp = [c.hp_label, ": ", E(c.hp, "HEALTHPLAN")]
    if style == 0:
        d.ln("Patient: {PTUP}    {MRNL}: {MRN}", PTUP=c.pt.LF("PATIENT"))
        d.ln("DOB: {DOB} ({AGE} yrs)   Sex: {S}", S="F" if c.sex == "F" else "M")
        d.ln("Address: {ADDR}")
        d.ln("Phone: {PH}   Mobile: {MOB}")
        d.ln("{HPX}", HPX=hp)
    elif style == 1:
        d.ln("Name ........ {PTM}", PTM=c.pt.fml("PATIENT"))
        d.ln("{MRNL} ...... {MRN}")
        d.ln("D.O.B. ...... {DOB}")
        d.ln("Age ......... {AGE}")
        d.ln("Residence ... {ADDR}")
        d.ln("Contact ..... {MOB}")
        d.ln("{HPL} .. {HP}")
    elif style == 2:
        d.ln("{PTLF} | {MRNL} {MRN} | DOB {DOB} | {AGE}{SX}", SX="F" if c.sex == "F" else "M")
        d.ln("{ADDR} | ph {PH}")
    elif style == 3:
        d.ln("PATIENT DETAILS")
        d.ln("Surname: {L}    Given names: {G}", L=E(c.pt.last.upper(), "PATIENT"),
             G=E(c.pt.first + ((" " + c.pt.middle) if c.pt.middle else ""), "PATIENT"))
        d.ln("Date of birth: {DOB}    Age: {AGE}")
        d.ln("Usual residential address: {STREET}")
        d.ln("Town/suburb: {TOWN}   {SL}: {ST}   Postcode: {ZIP}", SL={"AU": "State", "NZ": "Region", "CA": "Province",
                                                                   "US": "State"}[c.C],
             ST=E(c.SN, "STATE") if c.C == "NZ" else E(c.ST, "STATE"))
        d.ln("Telephone: {PH}   Email: {EMAIL}")
        d.ln("{MRNL}: {MRN}   {HPX}", HPX=hp)
    else:
        d.ln("RE: {PT}, DOB {DOB}", PT=c.pt.fmid("PATIENT"))
        d.ln("    {ADDR}")
        d.ln("    {MRNL} {MRN}; {HPX}", HPX=hp)
    if c.ssn and r.random() < 0.45:
        d.ln("{L}: {S}", L=c.ssn_label, S=E(c.ssn, "SSN"))
    if c.ihi and r.random() < 0.3:
        d.ln("IHI: {I}", I=E(c.ihi, "IDNUM"))
    if r.random() < 0.25:
        d.ln(r.choice(["Encounter no.", "Visit #", "Episode no.", "Acct", "FIN"]) + ": {ACCT}")


def clinical_summary(d, c, heading="Clinical summary", n_hx=3):
    r = c.rng
    dx = c.dx
    d.ln("")
    d.ln(heading)
    d.ln("Diagnosis: {DX}")
    hx = dx["hx"][:]
    first = hx[0]
    rest = hx[1:]
    r.shuffle(rest)
    lines = [first] + rest[:max(1, n_hx - 1)]
    for h in lines:
        if "{DXD}" in h:
            a, b = h.split("{DXD}")
            d.w("- " + a)
            d.put(c.d(c.dxd, r.choice(["My", "by", "y", c.ds])))
            d.ln(b)
        else:
            d.ln("- " + h)
    sx = dx["sx"][:]
    r.shuffle(sx)
    d.ln("Current symptoms: " + "; ".join(sx[:r.randint(3, 5)]) + ".")
    d.ln("Function: " + scores(c) + ". " + r.choice(["Largely bed-bound.", "Bed/chair existence.",
                                                     "Needs assistance of one for transfers.",
                                                     "Mobilises short distances with a frame.",
                                                     "Fully dependent for personal care."]))
    if r.random() < 0.7:
        d.ln("Recent bloods: " + labs_line(c, r.randint(3, 5)) + ".")
    if r.random() < 0.4:
        d.ln(r.choice(clinical.EPONYM_EXTRAS))


def meds_block(d, c, n=None):
    r = c.rng
    meds = c.dx["meds"][:]
    r.shuffle(meds)
    n = n or r.randint(3, len(meds))
    d.ln("Current medications:")
    for m in meds[:n]:
        d.ln("  * " + m)
    if r.random() < 0.5:
        d.ln("Allergies: " + r.choice(["NKDA", "penicillin (rash)", "codeine (vomiting)", "sulfonamides", "nil known",
                                         "morphine (itch) - tolerates hydromorphone"]))


def prognosis_line(c):
    r = c.rng
    if c.C == "CA":
        if c.dx["t2"] and r.random() < 0.6:
            return "Natural death is NOT reasonably foreseeable (Track 2); 90-day assessment period applies."
        return "Natural death is reasonably foreseeable (Track 1)."
    lim = "12 months" if (c.dx["neuro"] and c.C == "AU") else "6 months"
    return r.choice(["Expected to cause death within %s." % lim,
                     "Prognosis estimated at weeks to a few months; within the %s threshold." % lim,
                     "In my opinion death is expected within %s (median estimate %d weeks)." % (lim, r.randint(4, 14))])


def social(d, c, heading=True):
    r = c.rng
    if heading:
        d.ln("")
        d.ln(r.choice(["Social history", "Social / family", "SOCIAL HX", "Psychosocial"]))
    bits = []
    pre = r.choice(["retired ", "former ", "retired ", ""])
    art = "an " if (pre or c.prof)[0] in "aeiou" else "a "
    d.w("{PTF} is " + art + pre, PTF=c.pt.F("PATIENT"))
    d.put(E(c.prof, "PROFESSION"))
    if r.random() < 0.4:
        d.w(", formerly with {O}", O=E(c.employer, "ORGANIZATION"))
    if c.born:
        d.w(", born in {B}", B=country_e(c.born))
    d.w(". ")
    sp = [f for f in c.fam if f.rel in ("wife", "husband", "partner")]
    if sp:
        s = sp[0]
        d.w("Lives with {rel} {N}", rel=s.rel, N=s.p.F("FAMILY") if r.random() < 0.5 else s.p.full("FAMILY"))
        if s.age and r.random() < 0.5:
            d.w(" ({A})", A=E(str(s.age), "AGE"))
        if s.prof and r.random() < 0.6:
            d.w(", a retired ")
            d.put(E(s.prof.replace("retired ", ""), "PROFESSION"))
        d.w(" at {ST}, {T}. ", ST=E(c.addr_street, "STREET"), T=E(c.town, "CITY"))
    else:
        d.w(r.choice(["Widowed; lives alone", "Lives alone", "Divorced, lives alone"]) + " in {T}. ", T=E(c.town, "CITY"))
    kids = [f for f in c.fam if f.rel in ("son", "daughter")]
    for f in kids[:3]:
        d.w("{R} {N}", R=f.rel.capitalize(), N=f.p.full("FAMILY") if r.random() < 0.5 else f.p.F("FAMILY"))
        if f.prof:
            d.w(" ({P})", P=E(f.prof, "PROFESSION"))
        if f.abroad:
            d.w(" lives in {C}", C=country_e(f.abroad))
        elif f.town and r.random() < 0.6:
            d.w(" lives in {T}", T=E(f.town, "CITY"))
        d.w(". ")
    if c.church and r.random() < 0.6:
        d.w("Active member of {O}. ", O=E(c.church, "ORGANIZATION"))
    d.ln(r.choice(["Non-smoker.", "Ex-smoker (40 pack-years).", "Alcohol: 1-2 standard drinks/week.", "",
                   "Previously enjoyed bowls and gardening.", "Keen fisherman until last year."]))


def criteria(d, c, mark="[x]"):
    r = c.rng
    C = c.C
    yes = mark
    if C == "AU":
        items = ["Aged 18 years or more", "Citizen or permanent resident (residency requirement met)",
                 "Ordinarily resident in the state for at least 12 months", "Has decision-making capacity in relation to VAD",
                 "Disease, illness or medical condition that is advanced, progressive and will cause death",
                 "Expected to cause death within 6 months (12 months if neurodegenerative)",
                 "Causing suffering that cannot be relieved in a manner the person considers tolerable",
                 "Acting voluntarily and without coercion", "Request is enduring"]
    elif C == "NZ":
        items = ["Aged 18 years or over", "Citizen or permanent resident",
                 "Suffers from a terminal illness likely to end life within 6 months",
                 "In an advanced state of irreversible decline in physical capability",
                 "Experiences unbearable suffering that cannot be relieved in a manner the person considers tolerable",
                 "Competent to make an informed decision about assisted dying"]
    elif C == "CA":
        items = ["Eligible for publicly funded health services", "At least 18 years of age and capable",
                 "Grievous and irremediable medical condition (serious and incurable illness, disease or disability)",
                 "Advanced state of irreversible decline in capability",
                 "Enduring and intolerable physical or psychological suffering",
                 "Request made voluntarily, not as a result of external pressure",
                 "Informed consent after being informed of means available to relieve suffering"]
    else:
        items = ["18 years of age or older", "Resident of the state (documentation sighted)",
                 "Terminal disease expected to produce death within six months",
                 "Capable of making and communicating health care decisions", "Request is voluntary",
                 "Informed of diagnosis, prognosis, risks, probable result and feasible alternatives (hospice, palliative care, pain control)"]
    for it in items:
        d.ln("%s %s" % (yes, it))


def sign(d, c, clin, key=None, with_reg=True, contact=True, letter=False):
    r = c.rng
    d.ln("")
    if letter:
        d.ln(r.choice(["Yours sincerely,", "Kind regards,", "Regards,", "Yours faithfully,"]))
    else:
        d.ln(r.choice(["Signed:", "Signature:", "Electronically signed:", "", "Authenticated by:"]))
    d.ln("{S}", S=clin.sig() if r.random() < 0.7 else clin.dr())
    d.ln(clin.role)
    if with_reg:
        lab = {"AU": r.choice(["AHPRA reg.", "AHPRA:", "Registration no."]),
               "NZ": r.choice(["MCNZ", "MCNZ reg.", "APC no."]),
               "CA": r.choice(["CPSO #", "Licence no.", "College reg."]) if c.ST == "ON" else r.choice(["Licence no.", "College reg. #"]),
               "US": r.choice(["License #", "Lic."])}[c.C]
        d.w(lab + " {R}", R=E(clin.reg, "LICENSE"))
        if c.C == "US" and r.random() < 0.6:
            d.w("   NPI {N}", N=E(c.npi(), "LICENSE"))
        d.ln("")
    if clin.fac and r.random() < 0.8:
        d.ln("{F}", F=E(clin.fac, "HOSPITAL"))
    if contact:
        if r.random() < 0.6:
            d.w("Ph {P}", P=E(clin.phone, "PHONE"))
            if r.random() < 0.3:
                d.w(" | Fax {F}", F=E(fax_of(c), "FAX"))
            d.ln("")
        if r.random() < 0.5:
            d.ln("{E}", E=E(clin.email, "EMAIL"))
    if key is not None:
        d.ln("Date: {D}", D=c.d(key))


def fax_of(c):
    from core import phone
    return phone(c.rng, c.C, "land", c.area)


def audit(d, c, clin, key, sys_name=None):
    r = c.rng
    sysn = sys_name or r.choice(["EMR", "eMR", "PowerChart", "Clinical Portal", "VAD portal", "MAID tracker", "CIS"])
    u = username(r, clin.p.first, clin.p.last)
    d.ln("")
    k = r.randint(0, 3)
    if k == 0:
        d.ln("-- %s audit: created by {U} on {D} %s; last modified by {U2} --" % (sysn, c.clk()),
             U=E(u, "USERNAME"), D=c.d(key), U2=E(u, "USERNAME"))
    elif k == 1:
        d.ln("Electronically signed by {N} (user: {U}) {D} %s" % c.clk(), N=clin.name(), U=E(u, "USERNAME"), D=c.d(key))
    elif k == 2:
        d.ln("[%s] entered {D} %s by {U} from {IP}" % (sysn, c.clk()), D=c.d(key), U=E(u, "USERNAME"),
             IP=E(ipaddr(r), "IPADDR"))
    else:
        d.ln("Document ID {I} | Author {N} ({U}) | Status: final", I=E("DOC-%07d" % r.randint(0, 9999999), "IDNUM"),
             N=clin.name(), U=E(u, "USERNAME"))


def interp_line(d, c):
    r = c.rng
    if not c.interp:
        return
    lic = "%d" % r.randint(10000, 99999) if c.C != "AU" else "CPN%s" % ("".join(str(r.randint(0, 9)) for _ in range(4)) + r.choice("ABCDEF"))
    org = r.choice(places.INTERP_BY_C[c.C])
    d.ln("Interpreter: {N} (%s), %s {L}, via {O}" % (c.lang, "NAATI" if c.C == "AU" else "credential no."),
         N=c.interp.full("DOCTOR"), L=E(lic, "LICENSE"), O=E(org, "ORGANIZATION"))


def jur_line(c):
    if c.C == "AU":
        return legal.ACT[(c.C, c.ST)]
    if c.C == "NZ":
        return legal.NZ_ACT
    if c.C == "CA":
        return legal.CA_LAW
    return legal.ACT[(c.C, c.ST)]


def board(c):
    if c.C == "AU" or c.C == "US":
        return legal.BOARD[(c.C, c.ST)]
    if c.C == "NZ":
        return legal.NZ_BODY
    return legal.CA_FED


def fam_table(d, c, n=4):
    r = c.rng
    d.ln("Name                      Relationship    Phone")
    for f in c.fam[:n]:
        nm = f.p.full("FAMILY")
        pad = " " * max(2, 26 - len(nm.s))
        d.ln("{N}%s%s%s{P}" % (pad, f.rel, " " * max(2, 16 - len(f.rel))), N=nm, P=E(f.phone, "PHONE"))


def url(c, path=None):
    r = c.rng
    host = r.choice(["www.example.org", "portal.example.org", "example.net", "www.example.com", "secure.example.net"])
    p = path or r.choice(["vad/portal", "maid/forms", "eol/referrals", "case/%d" % r.randint(1000, 99999),
                          "forms/request?id=%d" % r.randint(100, 9999)])
    pre = r.choice(["https://", "", "https://"])
    return E("%s%s/%s" % (pre, host, p), "URL")


def fmt_d(c, d, st=None):
    return E(fmt_date(d, st or c.ds), "DATE")
