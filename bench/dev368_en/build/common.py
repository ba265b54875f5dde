"""Shared note fragments: identity blocks, signatures, social history, PSA series, hard negatives."""
import pools_people as PP
from case import D, DT, addr, age, dname, full, pname
from core import P, add_days, digits, fmt_date, letters, num_words, pattern


def a_an(s):
    return "an" if s[:1].lower() in "aeiou" else "a"


def plan_items(c, n_max=2):
    return c.plans[:n_max]


def ids_inline(rng, c, sep="   ", with_plan=True, with_ssn=False):
    """MRN / national number / plan / ssn pieces on one line"""
    out = [c.mrn[0] + ": ", P("MRN", c.mrn[1])]
    if c.nat:
        out += [sep, c.nat[0] + ": ", P("MRN", c.nat[1])]
    if with_plan:
        for lab, val in plan_items(c, 1 if rng.random() < 0.5 else 2):
            out += [sep, lab + ": ", P("HEALTHPLAN", val)]
    if with_ssn and c.ssn:
        out += [sep, c.ssn[0] + ": ", P("SSN", c.ssn[1])]
    return out


def pt_header(rng, n, c, title=True, plan=True, ssn=False, address=True, contact=True):
    """a typical demographic block in label: value lines"""
    form = rng.choice(["caps", "caps", "capsmid", "lastfirst", "full", "fullmid"])
    n.ln("Patient: {nm}", nm=pname(c, form)) if title else n.ln("Name: {nm}", nm=pname(c, form))
    k = rng.randint(0, 3)
    if k == 0:
        n.ln("DOB: {dob}   Age: {a}   Sex: M", dob=D(c, c.dob), a=age(c))
    elif k == 1:
        n.ln("D.O.B. {dob} ({a}y)", dob=DT(c, c.dob), a=age(c))
    elif k == 2:
        n.ln("Date of birth: {dob}    Age: {a} years", dob=D(c, c.dob), a=age(c))
    else:
        n.ln("DOB {dob}  {a}M", dob=DT(c, c.dob), a=age(c))
    n.ln("{x}", x=ids_inline(rng, c, with_plan=plan, with_ssn=ssn or (c.ssn is not None and rng.random() < 0.25)))
    if rng.random() < 0.3:
        n.ln("{l}: {v}", l=c.acct[0], v=P("ACCOUNT", c.acct[1]))
    if address:
        n.ln("Address: {a}", a=addr(c, c.home, county=rng.random() < 0.4))
    if contact:
        k = rng.randint(0, 2)
        if k == 0:
            n.ln("Tel: {t}   Mobile: {m}", t=P("PHONE", c.tel), m=P("PHONE", c.mob))
        elif k == 1:
            n.ln("Ph {m} (mob)", m=P("PHONE", c.mob))
        else:
            n.ln("Contact: {m} / {e}", m=P("PHONE", c.mob), e=P("EMAIL", c.email))


def sig(rng, n, c, p, role, contact=True, lic=None):
    """signature block for clinician p"""
    k = rng.randint(0, 3)
    if k == 0:
        n.ln("")
        n.ln("{d}", d=dname(rng, p, "tfull"))
        n.ln(role)
    elif k == 1:
        n.ln("")
        n.ln("Signed: {d}, {r}", d=dname(rng, p, rng.choice(["full", "tinit"])), r=role)
    elif k == 2:
        n.ln("")
        n.ln("{d}", d=[P("DOCTOR", p.first.upper() + " " + p.last.upper())])
        n.ln(role)
    else:
        n.ln("")
        n.ln("Electronically signed by {d} ({r})", d=dname(rng, p, "full"), r=role)
    show = lic if lic is not None else (rng.random() < 0.55)
    if show and p.lic:
        n.ln("{lab} {v}", lab=p.lic[0], v=P("LICENSE", p.lic[1]))
    if contact:
        k = rng.randint(0, 3)
        if k == 0:
            n.ln("Tel {t} | {e}", t=P("PHONE", c.hosp_tel), e=P("EMAIL", p.email))
        elif k == 1:
            n.ln("Bleep {b}", b=P("PHONE", c.bleep))
        elif k == 2:
            n.ln("Email: {e}", e=P("EMAIL", p.email))


def typist(rng, n, c, author):
    k = rng.randint(0, 3)
    if k == 0:
        n.ln("{a}/{t}", a=P("DOCTOR", author.ini), t=P("DOCTOR", c.sec.ini.lower()))
    elif k == 1:
        n.ln("Dictated by {a}, typed by {t}", a=P("DOCTOR", author.ini), t=P("DOCTOR", c.sec.first + " " + c.sec.last))
    elif k == 2:
        n.ln("DD/{t}", t=P("DOCTOR", c.sec.ini.lower()))
    else:
        n.ln("Ref: {a}/{t}/{x}", a=P("DOCTOR", author.ini), t=P("DOCTOR", c.sec.ini.lower()),
             x=P("IDNUM", digits(rng, 6)))


def rel_phrase(c, f):
    return f.rel


def social(rng, n, c, heading="Social: "):
    parts = [heading] if heading else []
    k = rng.randint(0, 5)
    ret = "retired " if c.job_retired else ""
    if k == 0:
        parts += ["Retired " if c.job_retired else "Works as %s " % a_an(c.job), P("PROFESSION", c.job),
                  ". Lives with his %s " % c.nok.rel, P("FAMILY", c.nok.first), " in ", P("CITY", c.home.town), "."]
    elif k == 1:
        parts += ["%s " % ("Former" if c.job_retired else "Currently employed as " + a_an(c.job)), P("PROFESSION", c.job),
                  (" with " if not c.job_retired else " at "), P("ORGANIZATION", c.employer), ". ",
                  "%s " % c.nok.rel.capitalize(), P("FAMILY", c.nok.first + " " + c.nok.last), " is %s " % a_an(c.nok.job),
                  P("PROFESSION", c.nok.job), "."]
    elif k == 2:
        parts += ["Ex-smoker (20 pack-years), alcohol 14 units/week. ", ret.capitalize() or "", P("PROFESSION", c.job),
                  ". Independent, drives. %s " % c.nok.rel.capitalize(), P("FAMILY", c.nok.first), " supportive."]
    elif k == 3:
        parts += ["Occupation: ", ("retired " if c.job_retired else ""), P("PROFESSION", c.job),
                  ". NOK: ", P("FAMILY", c.nok.first + " " + c.nok.last), " (%s) " % c.nok.rel,
                  P("PHONE", c.nok.phone), "."]
    elif k == 4:
        parts += ["Lives in ", P("CITY", c.home.town), " with %s " % c.nok.rel, P("FAMILY", c.nok.first),
                  "; %s " % ("son" if c.kid.rel == "son" else "daughter"), P("FAMILY", c.kid.first),
                  " lives nearby. Non-smoker. ", ("Previously worked as %s " if c.job_retired else "Works as %s ") % a_an(c.job),
                  P("PROFESSION", c.job), "."]
    else:
        if rng.random() < 0.5:
            tail = [", keen golfer; volunteers with the ", P("ORGANIZATION", c.support), "."]
        else:
            tail = [", %s with " % ("formerly" if c.job_retired else "currently"), P("ORGANIZATION", c.employer), "."]
        parts += ["Never smoked. ", "Retired " if c.job_retired else "Self-employed ", P("PROFESSION", c.job)] + tail
    if c.born and rng.random() < 0.7:
        yr = add_days(c.dob, 365 * rng.randint(18, 35))
        parts += [" Born in ", P("COUNTRY", c.born), ", moved here in ", P("DATE", str(yr.year)), "."]
        if c.lang:
            parts += [" First language %s; %s." % (c.lang, rng.choice(["good English", "interpreter preferred",
                                                                       "son usually interprets"]))]
    n.ln("{x}", x=parts)


def fam_hist(rng, n, c, heading="FH: "):
    if not c.k.fh:
        n.ln(heading + rng.choice(["No family history of prostate, breast or ovarian cancer.",
                                   "Nil relevant. No known BRCA carriers in family.",
                                   "No FH of prostate ca."]))
        return
    k = rng.randint(0, 2)
    if k == 0:
        n.ln(heading + "{r} diagnosed with prostate cancer aged {a}.", r=c.fh_rel.rel.capitalize(),
             a=P("AGE", str(c.fh_age)))
    elif k == 1:
        n.ln(heading + "{r} ({nm}) had prostate ca at {a}, died {y}.", r=c.fh_rel.rel.capitalize(),
             nm=P("FAMILY", c.fh_rel.first), a=P("AGE", str(c.fh_age)),
             y=P("DATE", str(add_days(c.ref, -365 * rng.randint(2, 20)).year)))
    else:
        n.ln(heading + "Prostate cancer in {r} (dx at {w}); mother had breast cancer at {a2}.",
             r=c.fh_rel.rel, w=P("AGE", num_words(c.fh_age)), a2=P("AGE", str(rng.randint(45, 75))))


def psa_series(rng, c, npts=None):
    npts = npts or rng.randint(2, 4)
    k = c.k
    pts = []
    start = c.d["psa0"]
    end = c.d["psa2"]
    span = (end - start).days
    for i in range(npts):
        d = add_days(start, int(span * i / max(1, npts - 1)))
        frac = 0.45 + 0.55 * i / max(1, npts - 1)
        v = round(k.psa * frac * rng.uniform(0.9, 1.08), 1) if i < npts - 1 else k.psa
        pts.append((d, max(0.4, v)))
    return pts


def gleason(rng, k):
    if not k.gg:
        return "Benign prostatic tissue; no malignancy identified"
    forms = [
        "Gleason score %s+%s=%d (ISUP Grade Group %d)" % (k.p1, k.p2, k.score, k.gg),
        "GS %s+%s=%d, GG%d" % (k.p1, k.p2, k.score, k.gg),
        "Gleason %s + %s = %d, ISUP grade %d" % (k.p1, k.p2, k.score, k.gg),
        "ISUP GG %d (Gleason %s+%s)" % (k.gg, k.p1, k.p2),
    ]
    return rng.choice(forms)


def risk(k):
    if k.gg == 0:
        return "no cancer"
    if k.gg == 1 and k.psa < 10:
        return "low risk (CPG 1)"
    if k.gg <= 2 and k.psa < 10:
        return "favourable intermediate risk (CPG 2)"
    if k.gg <= 3 and k.psa <= 20:
        return "unfavourable intermediate risk (CPG 3)"
    return "high risk (CPG 4)" if k.gg < 5 else "high risk (CPG 5)"


HARD_NEG = [
    "Hb 138 g/L, eGFR 72 mL/min/1.73m2, HbA1c 48 mmol/mol.",
    "Free/total PSA ratio 0.11 (below 0.15).",
    "IPSS 14/35, QoL 3; IIEF-5 17/25.",
    "Charlson comorbidity index 3. ECOG 1.",
    "Previous TURP for BPH (histology benign). No Peyronie's disease.",
    "Takes tamsulosin 400 micrograms OD and finasteride 5 mg OD (note 5-ARI halves PSA).",
    "BMI 29.4 kg/m2. BP 142/86. Creatinine 94 umol/L.",
    "MSU: no growth. Urine dip NAD.",
    "Testosterone 14.2 nmol/L.",
    "Known Parkinson's disease on co-careldopa 25/100; Hodgkin lymphoma in remission since childhood.",
    "Apixaban 5 mg BD for AF (CHA2DS2-VASc 3) - will need bridging advice.",
    "On clopidogrel 75 mg OD post-PCI; cardiology advice needed before biopsy.",
    "Epstein criteria not applicable (MRI-targeted pathway).",
    "Stockholm3 not available locally; 4Kscore not funded.",
    "PSA doubling time approx 14 months; PSA velocity 1.1 ng/mL/yr.",
    "Prostate volume on DRE estimated 40 g; Bristol stool chart N/A.",
    "Medtronic pacemaker in situ - MRI conditional device, check with cardiac physiologist.",
    "ICD-10 R97.2 raised PSA; SNOMED 396152005.",
    "Per NICE NG131 and EAU guidance, offer mpMRI before biopsy.",
    "Vitamin D 41 nmol/L; calcium 2.38 mmol/L; ALP 88 U/L.",
]


def hard_neg(rng, n, k=1):
    idx = sorted(rng.sample(range(len(HARD_NEG)), k))
    n.ln(" ".join(HARD_NEG[i] for i in idx))


def travel(rng, c):
    ctry = rng.choice(PP.TRAVEL_COUNTRIES)
    pre = ""
    if ctry.startswith("the "):
        pre, ctry = "the ", ctry[4:]
    return pre, ctry


def hosp_letterhead(rng, n, c, name=None, unit=None):
    n.ln("{h}", h=P("HOSPITAL", name or c.hosp))
    if unit:
        n.ln(unit)
    k = rng.randint(0, 2)
    if k == 0:
        n.ln("{a}", a=addr(c, c.hosp_place, county=False))
        n.ln("Tel: {t}   Fax: {f}", t=P("PHONE", c.hosp_tel), f=P("FAX", c.hosp_fax))
    elif k == 1:
        n.ln("{a}", a=addr(c, c.hosp_place, county=False))
        n.ln("Switchboard {t} | {u}", t=P("PHONE", c.hosp_tel), u=P("URL", "www." + c.dom))
    else:
        n.ln("Tel {t} - Fax {f} - {e}", t=P("PHONE", c.hosp_tel), f=P("FAX", c.hosp_fax),
             e=P("EMAIL", c.team_email))


def gp_label(c):
    return {"US": "PCP", "CA": "Family physician", "NZ": "GP", "AU": "GP"}.get(c.country, "GP")


def audit_line(rng, n, c, who, when):
    k = rng.randint(0, 2)
    t = "%02d:%02d" % (rng.randint(7, 19), rng.randint(0, 59))
    if k == 0:
        n.ln("Last modified {d} {t} by {u} (ws {ip})", d=DT(c, when), t=t, u=P("USERNAME", who.user),
             ip=P("IPADDR", ipaddr_local(rng)))
    elif k == 1:
        n.ln("Audit: created by user {u} @ {ip}, {d} {t}", u=P("USERNAME", who.user), ip=P("IPADDR", ipaddr_local(rng)),
             d=DT(c, when), t=t)
    else:
        n.ln("[{u}] {d} {t}", u=P("USERNAME", who.user), d=DT(c, when), t=t)


def ipaddr_local(rng):
    from core import ipaddr
    return ipaddr(rng)
