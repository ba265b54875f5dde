"""Shared note fragments: demographics blocks, sign-offs, audit trails, social
history, PMH/meds lists, safety-netting.  All write straight into a Doc."""

import clinical as CL
import phi
from case import nm, age_piece, addr, person, org_name
import pools_places as PL

ROLE_DOC = {"UK": ["Sessional GP", "OOH GP", "GP", "Locum GP", "Salaried GP (OOH)"],
            "IE": ["GP", "Locum GP", "Co-op GP", "GP Registrar"],
            "AU": ["Home Visiting Doctor", "Locum GP", "After Hours GP", "VMO"],
            "NZ": ["GP", "Urgent Care Doctor", "Locum GP", "Rural Hospital Medicine Registrar"],
            "CA": ["Family Physician", "Locum Physician", "On-call FP", "Housecall MD"]}
CRED_DOC = {"UK": ["MRCGP", "MBChB", "MBBS MRCGP", "BM BS", "MB BCh BAO"],
            "IE": ["MICGP", "MB BCh BAO", "MRCPI"], "AU": ["FRACGP", "MBBS", "FACRRM"],
            "NZ": ["FRNZCGP", "MBChB"], "CA": ["MD CCFP", "MD", "CCFP(EM)"]}
REG_LABEL = {"UK": ["GMC", "GMC No", "GMC#"], "IE": ["IMC", "IMC No.", "MCRN"],
             "AU": ["AHPRA", "AHPRA reg", "AHPRA No"], "NZ": ["MCNZ", "MCNZ reg", "Reg No"],
             "CA": ["CPSO", "CPSO #", "Licence #"]}
NREG_LABEL = {"UK": "NMC PIN", "IE": "NMBI PIN", "AU": "AHPRA", "NZ": "NCNZ", "CA": "CNO #"}
NURSE_ROLE = ["ANP", "Triage Nurse", "RGN", "Nurse Practitioner", "ECP", "Clinical Navigator",
              "Urgent Care Practitioner", "RN"]
HELPLINE = {"UK": ["NHS 111", "111", "NHS 111 online"], "IE": ["direct call", "co-op line"],
            "AU": ["Healthdirect", "after hours line"], "NZ": ["Healthline", "0800 line"],
            "CA": ["811", "Health Link 811", "Telehealth"]}
EMERG = {"UK": "999", "IE": "112/999", "AU": "000", "NZ": "111", "CA": "911"}
CURRENCY = {"UK": "£", "IE": "€", "AU": "$", "NZ": "$", "CA": "$"}


def D(r, d, c, style=None):
    return ("DATE", phi.date_str(r, d, c.country, style))


def Dob(r, c):
    return ("DATE", phi.dob_str(r, c.dob, c.country))


def ooh_time(r):
    h = r.choice([18, 19, 19, 20, 20, 21, 21, 22, 22, 23, 23, 0, 1, 2, 3, 4, 5, 6, 7, 9, 11, 13, 15])
    return h, r.randrange(60)


def tm(r, h=None, m=None, style=None):
    return phi.hhmm(r, style, h, m)


def later(h, m, mins):
    t = h * 60 + m + mins
    return (t // 60) % 24, t % 60


def sex_word(r, c):
    return r.choice(["F", "Female", "female"]) if c.pt.sex == "F" else r.choice(["M", "Male", "male"])


def pt_name(r, c, style=None):
    return nm(r, c.pt, "PATIENT", style)


def doc_name(r, p, style=None):
    return nm(r, p, "DOCTOR", style)


def fam_name(r, p, style=None):
    return nm(r, p, "FAMILY", style or r.choice(["full", "first", "first", "title_last", "full"]))


def demo_block(d, r, c, style=None):
    style = style or r.choice(["table", "pipe", "inline", "caps"])
    country = c.country
    if style == "table":
        d.ln("Patient name:   {n}", n=pt_name(r, c, r.choice(["LAST_first", "full", "LAST_FIRST", "full_mid"])))
        d.ln("DOB:            {b}    Age: {a}    Sex: {s}", b=Dob(r, c), a=("AGE", str(c.age)), s=sex_word(r, c))
        d.ln("Address:        {a}", a=addr(r, c, r.choice(["full", "no_region"])))
        d.ln("Tel:            {p} / {m}", p=("PHONE", c.phone_home), m=("PHONE", c.phone_mob))
        d.ln("%s:%s{x}" % (c.mrn_label, " " * max(1, 16 - len(c.mrn_label) - 1)), x=("MRN", c.mrn))
        if c.plan:
            d.ln("%s: {x}" % c.plan_label, x=("HEALTHPLAN", c.plan))
        d.ln("Registered GP:  {g}, {p}", g=doc_name(r, c.gp, "dr_init"), p=("HOSPITAL", c.practice))
    elif style == "pipe":
        d.ln("{n} | DOB {b} ({a}) | {s} | %s {x}" % c.mrn_label, n=pt_name(r, c, "LAST_first"), b=Dob(r, c),
             a=age_piece(r, c.age, c.pt.sex, r.choice(["yo", "yrs", "yo_nospace"])), s=sex_word(r, c), x=("MRN", c.mrn))
        d.ln("{a} | ph {p}", a=addr(r, c, "full"), p=("PHONE", r.choice([c.phone_home, c.phone_mob])))
        d.ln("GP: {g} @ {p} (tel {t})", g=doc_name(r, c.gp, r.choice(["dr_last", "dr_init"])), p=("HOSPITAL", c.practice),
             t=("PHONE", c.practice_phone))
    elif style == "inline":
        d.ln("Pt: {n}, {a}, DOB {b}. Lives at {ad}. %s {x}.%s" % (c.mrn_label, ""), n=pt_name(r, c, "full"),
             a=age_piece(r, c.age, c.pt.sex, r.choice(["yo", "sex", "y/o"])), b=Dob(r, c), ad=addr(r, c, "no_region"),
             x=("MRN", c.mrn))
        if c.plan and r.random() < 0.7:
            d.ln("%s {x}. Contact {p}." % c.plan_label, x=("HEALTHPLAN", c.plan), p=("PHONE", c.phone_mob))
        d.ln("Usual GP {g} ({p}).", g=doc_name(r, c.gp, "dr_full"), p=("HOSPITAL", c.practice))
    else:
        d.ln("NAME: {n}", n=pt_name(r, c, "LAST_FIRST"))
        d.ln("D.O.B: {b}  AGE: {a}  GENDER: {s}", b=Dob(r, c), a=("AGE", str(c.age)), s=sex_word(r, c).upper())
        d.ln("ADDRESS: {a}", a=addr(r, c, "full"))
        d.ln("%s: {x}   HOSP NO: {y}" % c.mrn_label.upper(), x=("MRN", c.mrn), y=("MRN", c.mrn2))
        if c.plan:
            d.ln("%s: {x}" % c.plan_label.upper(), x=("HEALTHPLAN", c.plan))
        if r.random() < 0.35:
            d.ln("%s: {x}" % c.ssn_label, x=("SSN", c.ssn))
        d.ln("PRACTICE: {p}   TEL {t}   FAX {f}", p=("HOSPITAL", c.practice), t=("PHONE", c.practice_phone),
             f=("FAX", c.practice_fax))


def sign(d, r, c, who="doc", style=None):
    country = c.country
    style = style or r.choice(["full", "short", "elec", "initials"])
    if who == "doc":
        p, reg, lab = c.doc, c.doc_reg, r.choice(REG_LABEL[country])
        role = r.choice(ROLE_DOC[country])
        cred = r.choice(CRED_DOC[country])
    else:
        p, reg, lab = c.nurse, c.nurse_reg, NREG_LABEL[country]
        role = r.choice(NURSE_ROLE)
        cred = r.choice(["RGN", "RN", "BSc", "RGN MSc", "NP"])
    if style == "full":
        d.ln("{n} %s, %s" % (cred, role), n=nm(r, p, "DOCTOR", r.choice(["full", "dr_full", "init_last"])))
        d.ln("%s {g}  |  {o}" % lab, g=("LICENSE", reg), o=("ORGANIZATION", c.org))
    elif style == "short":
        d.ln("-- {n} (%s) %s" % (role, tm(r)), n=nm(r, p, "DOCTOR", r.choice(["init_last", "dr_last", "full"])))
    elif style == "elec":
        d.ln("Electronically signed by {n}, %s (%s {g}) on {dt} at %s" % (role, lab, tm(r, style="colon")),
             n=nm(r, p, "DOCTOR", "full"), g=("LICENSE", reg), dt=D(r, c.date, c))
    else:
        ini = (p.first[0] + p.last[0]).upper()
        d.ln("{i} / %s" % role, i=("DOCTOR", ini if r.random() < 0.5 else ini.lower()))


def audit(d, r, c, n=None):
    n = n or r.randint(1, 3)
    d.ln("---- audit ----")
    users = [(c.handler, c.handler_user, "created"), (c.nurse, c.nurse_user, "triaged"),
             (c.doc, c.doc_user, "consulted"), (c.doc, c.doc_user, "closed")]
    h, m = ooh_time(r)
    for p, u, act in users[:n + 1]:
        style = r.randrange(3)
        if style == 0:
            d.ln("{dt} %s  %s by {u}" % (tm(r, h, m, "colon"), act), dt=D(r, c.date, c, "dmy"), u=("USERNAME", u))
        elif style == 1:
            d.ln("%s user={u} ws={ip} action=%s" % (tm(r, h, m, "colon"), act.upper()), u=("USERNAME", u),
                 ip=("IPADDR", phi.ip(r)))
        else:
            d.ln("[{dt} %s] {u} ({n}) %s case" % (tm(r, h, m, "colon"), act), dt=D(r, c.date, c, "iso"),
                 u=("USERNAME", u), n=("DOCTOR", p.full()))
        h, m = later(h, m, r.randrange(3, 40))


def pmh_meds(d, r, c, short=False):
    young = c.age < 45
    pm = CL.some(r, [x for x in (CL.PMH_YOUNG if young else CL.PMH) if c.pt.sex == "F" or x not in ("PCOS", "Ca breast (WLE + DXT) - remission")],
                 1, 3 if young else 4)
    md = CL.some(r, CL.MEDS_YOUNG if young else CL.MEDS, 1 if young else 2, 3 if young else 6)
    if short or r.random() < 0.4:
        d.ln("PMH: %s. DH: %s. %s" % ("; ".join(pm), ", ".join(md), r.choice(CL.ALLERGIES)))
    else:
        d.ln("PMH:")
        for x in pm:
            d.ln("  - " + x)
        d.ln("Current meds:")
        for x in md:
            d.ln("  * " + x)
        d.ln("Allergies: " + r.choice(CL.ALLERGIES))


def social(d, r, c, full=True):
    """Social history with PROFESSION, FAMILY and sometimes ORGANIZATION / COUNTRY."""
    if c.age < 16:
        k = 3
    elif c.age >= 70:
        k = r.choice([0, 2, 5])
    else:
        k = r.choice([1, 4, 5, 2])
    rel = c.nok_rel
    if k == 0:
        d.ln("SH: lives alone, carers QDS from {o}. Retired {j}. {rel} {f} lives nearby ({p}).".replace("{rel}", rel.capitalize()),
             o=("ORGANIZATION", org_name(r, PL.HOMECARE_T, c.country, c.town)), j=("PROFESSION", c.job),
             f=fam_name(r, c.nok), p=("PHONE", c.nok_phone))
    elif k == 1:
        d.ln("Social: lives with %s {f}. Works as %s {j} at {e}. Non smoker, alcohol ~10u/wk." % (rel, art(c.job)),
             f=fam_name(r, c.nok, "first"), j=("PROFESSION", c.job), e=("ORGANIZATION", c.employer))
    elif k == 2:
        d.ln("SH - ex-{j}, widowed. %s {f} is %s {j2} and visits daily. Independent with ADLs, uses stick." % (
            rel.capitalize(), art(c.nok_job)),
             j=("PROFESSION", c.job), f=fam_name(r, c.nok, "first"), j2=("PROFESSION", c.nok_job))
    elif k == 3:
        d.ln("Lives with parents. Attends {s}. %s {m} works as %s {j}." % ("Mum" if c.nok.sex == "F" else "Dad", art(c.nok_job)),
             s=("ORGANIZATION", org_name(r, PL.SCHOOL_T, c.country, c.town)), m=fam_name(r, c.nok, "first"),
             j=("PROFESSION", c.nok_job))
    elif k == 4:
        d.ln("SH: {j}, self-employed. Recently back from {x} (2/52 trip), no unwell contacts.",
             j=("PROFESSION", c.job), x=("COUNTRY", c.abroad))
    else:
        d.ln("Lives with %s ({f}, {j}) in bungalow. Family in {x}. Active member of {ch}." % rel,
             f=fam_name(r, c.nok, "full"), j=("PROFESSION", c.nok_job), x=("COUNTRY", c.abroad),
             ch=("ORGANIZATION", org_name(r, PL.CHURCH_T, c.country, c.town)))


def art(word):
    return "an" if word[:1].lower() in "aeiou" else "a"


def safety_net(d, r, c):
    e = EMERG[c.country]
    d.ln(r.choice([
        "Safety net: worsening advice given, to call back OOH or %s if deteriorates. Understood." % e,
        "SN: if worse / new sx -> ring back or %s. Pt + family happy with plan." % e,
        "Worsening care advice given & understood. Call %s for any red flags." % e,
        "Advised re red flags, to re-contact service if concerns overnight. Verbalised understanding.",
    ]))


def discussed(c, scn):
    out = [CL.DISCUSSED[0], CL.DISCUSSED[3]]
    if scn.key in ("eol_agitation", "catheter", "verify_expected"):
        out = [CL.DISCUSSED[1], CL.DISCUSSED[3]]
    if c.age < 16:
        out = [CL.DISCUSSED[2], CL.DISCUSSED[3]]
    if scn.key == "mh_crisis":
        out = [CL.DISCUSSED[4]]
    return out


def intro(d, r, c):
    """Narrative opener naming the patient and/or their age."""
    woman = c.pt.sex == "F"
    noun = ("girl" if woman else "boy") if c.age < 16 else r.choice(["lady", "woman", "F"] if woman else ["man", "gentleman", "M"])
    k = r.randrange(5)
    if k == 0:
        d.ln("{a} %s, seen %s." % (noun, r.choice(["in bed", "in her chair" if woman else "in his chair", "in the lounge",
                                                   "in the kitchen", "sitting on edge of bed"])),
             a=age_piece(r, c.age, c.pt.sex, r.choice(["yo", "yr_old", "yo_nospace", "y/o"])))
    elif k == 1:
        an = "an" if (str(c.age).startswith("8") or c.age in (11, 18)) else "a"
        d.ln("{n} is %s {a} %s known to %s." % (an, noun if noun not in ("F", "M") else "patient",
                                                  r.choice(["the palliative team", "the DNs", "the practice", "this service"])),
             n=pt_name(r, c, r.choice(["title_last", "first", "full"])), a=age_piece(r, c.age, c.pt.sex, "yr_old"))
    elif k == 2:
        d.ln("Seen {n} with %s {f}." % c.nok_rel, n=pt_name(r, c, r.choice(["title_last", "first"])),
             f=fam_name(r, c.nok, "first"))
    elif k == 3:
        d.ln("{n} ({a}) %s." % r.choice(["alert, greeted me at the door", "in bed, family at bedside", "on sofa, looks unwell",
                                         "being held by parent" if c.age < 5 else "sitting up, talking"]), n=pt_name(r, c, r.choice(["first", "title_last", "initials"])),
             a=age_piece(r, c.age, c.pt.sex, r.choice(["sex", "yo", "yrs"])))
    else:
        d.ln("Pt {n}, aged {a}." , n=pt_name(r, c, "initials"), a=("AGE", phi.words(c.age) if r.random() < 0.4 else str(c.age)))


def hx_exam(d, r, c, scn, sick=None, child=False, exam=True):
    if r.random() < 0.6:
        intro(d, r, c)
    d.ln("HPC: " + " ".join(CL.some(r, scn.hx, 2, 4)))
    if r.random() < 0.4 and scn.key not in ("eol_agitation", "verify_expected", "stroke"):
        d.ln(r.choice(CL.ICE))
    if exam:
        d.ln("O/E: " + " ".join(CL.some(r, scn.ex, 1, 3)))
        d.ln(CL.vitals(r, sick if sick is not None else r.random() < 0.4, child))
        if r.random() < 0.7 and scn.key not in ("eol_agitation", "verify_expected", "stroke"):
            for x in CL.exam_systems(r):
                d.ln("  " + x)
        if r.random() < 0.3:
            d.ln("Repeat obs after 30 min: " + CL.vitals(r, False, child))
    d.ln("Imp: " + r.choice(scn.imp) + ("  (%s)" % r.choice(CL.NEGATIVE_CODES) if r.random() < 0.3 else ""))
    d.ln("Plan: " + " ".join(CL.some(r, scn.plan, 2, 4)))
    if r.random() < 0.35 and c.age >= 12:
        d.ln(r.choice(CL.CAPACITY[:3] if c.age >= 16 else CL.CAPACITY[3:]))
    if r.random() < 0.3:
        d.ln(r.choice(discussed(c, scn)))


def rx_lines(d, r, c, scn, k=None):
    items = CL.some(r, scn.rx, 1, k or 2) if scn.rx else []
    for drug, strength, dose, qty, dur in items:
        d.ln("  %s %s - %s%s - supply %s" % (drug, strength, dose, (" x " + dur) if dur else "", qty))
    return items


def landmark(r, c):
    t = r.choice(PL.LANDMARK_T)
    return t.format(stem=r.choice(PL.ORG_STEMS), letter=r.choice("ABCDEF"))


HOLIDAYS = {"UK": ["Christmas Day", "Boxing Day", "Easter Monday", "New Year's Day", "Good Friday"],
            "IE": ["St Patrick's Day", "St Stephen's Day", "Christmas Day", "Easter Monday", "St Brigid's Day"],
            "AU": ["Anzac Day", "Australia Day", "Christmas Day", "Boxing Day", "Good Friday"],
            "NZ": ["Waitangi Day", "Anzac Day", "Matariki", "Christmas Day", "Labour Day"],
            "CA": ["Canada Day", "Thanksgiving", "Victoria Day", "Boxing Day", "Remembrance Day"]}


def holiday_line(d, r, c):
    nxt = phi.dshift(c.date, r.randint(1, 3))
    d.ln(r.choice(["Own surgery closed for {h}, reopens {w}.", "NB {h} - practice shut, pt to contact own GP {w}.",
                   "Practice closed ({h}); follow-up {w}."]),
         h=("DATE", r.choice(HOLIDAYS[c.country])), w=("DATE", phi.date_str(r, nxt, c.country,
                                                                           r.choice(["weekday", "wk_short", "wk_ord"]))))


def prev_contacts(d, r, c):
    """Previous OOH / ED contacts with dates."""
    n = r.randint(1, 3)
    d.ln("Previous contacts (last 90 days):")
    for i in range(n):
        pd = phi.dshift(c.date, -r.randint(3, 90))
        d.ln("  {dt}  %s" % r.choice(["OOH telephone - advice", "OOH home visit - UTI", "ED attendance - fall, discharged",
                                     "%s call - advised own GP" % HELPLINE[c.country][0], "Base appt - chest infection",
                                     "DN visit - catheter change", "GP surgery - med review"]), dt=("DATE", phi.date_str(r, pd, c.country,
                                                                                          r.choice(["dmy", "dmy2", "d_mon", "iso"]))))


def pasted_block(d, r, c):
    """Copy-pasted fragment from another system, with its own odd spacing."""
    k = r.randrange(3)
    if k == 0:
        d.ln("----- Summary Care Record (viewed with consent %s) -----" % tm(r, style="colon"))
        d.ln("Acute meds:\t%s" % r.choice(CL.MEDS))
        d.ln("Repeat meds:\t%s" % ";  ".join(CL.some(r, CL.MEDS, 2, 4)))
        d.ln("Allergies:\t%s" % r.choice(CL.ALLERGIES))
        d.ln("Last updated  {dt}  by  {p}", dt=("DATE", phi.date_str(r, phi.dshift(c.date, -r.randint(2, 60)), c.country, "dmy")),
             p=("HOSPITAL", c.practice))
        d.ln("-----------------------------------------------")
    elif k == 1:
        d.ln(">>> pasted from %s report <<<" % HELPLINE[c.country][0])
        d.ln(">  Caller: %s   | Pt: {n} |  DOB {b}" % c.nok_rel, n=pt_name(r, c, "LAST_FIRST"),
             b=("DATE", phi.date_str(r, c.dob, c.country, "dmy")))
        d.ln(">  Reported sx:  %s ;  onset %s" % (r.choice(["fever", "confusion", "pain", "vomiting", "SOB"]),
                                                 r.choice(["12h", "2/7", "this evening", "3 hours"])))
        d.ln(">  Callback no. {p}  |  ref {x}", p=("PHONE", c.nok_phone), x=("IDNUM", phi._d(r, 9)))
        d.ln(">>> end <<<")
    else:
        d.ln("[Copied from previous OOH encounter {dt}]".replace("{dt}", "{dt}"),
             dt=("DATE", phi.date_str(r, phi.dshift(c.date, -r.randint(1, 40)), c.country, r.choice(["dmy", "d_mon_y"]))))
        d.ln("   seen by {n} -- %s ;  plan: %s" % (r.choice(["UTI", "LRTI", "fall no injury", "constipation", "agitation"]),
                                                   r.choice(["abx", "advice", "GP f/u", "DN referral"])),
             n=doc_name(r, c.gp2, r.choice(["dr_last", "init_last"])))
        d.ln("[end copied text]")
