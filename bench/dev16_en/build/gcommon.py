"""Building blocks shared by the genre writers."""
import datetime as dt

import clinical as K
import pools as P
from core import T, fmt_date


def dob_line(c, style=None):
    return c.dt(c.pt.dob, style=style, kind="head")


def sex_word(c):
    return c.pick(["F", "Female"]) if c.pt.sex == "F" else c.pick(["M", "Male"])


def patient_header(c, extra_dates=(), wide=True):
    """A header block with name, identifiers, DOB and age; returns text."""
    p = c.pt
    lines = []
    nm = c.pick(["LF", "LF", "lf", "full"])
    label = c.pick(["Patient", "PATIENT", "Patient Name", "Name", "NAME"])
    lines.append("%s: %s" % (label, c.PT(nm)))
    idl = "%s: %s" % (c.mrn_label(), T("MRN", c.mrn()))
    if c.chance(0.75):
        idl += "    %s: %s" % (c.acct_label(), T("ACCOUNT", c.acct()))
    lines.append(idl)
    dob = "DOB: %s" % dob_line(c)
    st = c.pick(["age", "agey", "paren", "none"])
    if st == "age":
        dob += "    Age: %s" % c.age_t()
    elif st == "agey":
        dob += "    Age: %s y" % c.age_t()
    elif st == "paren":
        dob += " (%s yo)" % c.age_t()
    dob += "    Sex: %s" % sex_word(c)
    lines.append(dob)
    for lab, d in extra_dates:
        lines.append("%s: %s" % (lab, d))
    return "\n".join(lines)


def insurance_line(c):
    if c.loc == "US":
        s = "Insurance: %s    %s: %s" % (c.pick(["Medicare", "Medicaid", T("ORGANIZATION", c.insurer()),
                                                  T("ORGANIZATION", c.insurer())]),
                                         c.hp_label(), T("HEALTHPLAN", c.healthplan()))
        if c.chance(0.5):
            s += "    Group #: %s" % T("HEALTHPLAN", c.group_no())
        return s
    return "%s: %s" % (c.hp_label(), T("HEALTHPLAN", c.healthplan()))


def ssn_line(c):
    if c.loc == "US" and c.chance(0.3):
        return "%s: xxx-xx-%s" % (c.ssn_label(), T("SSN", c.digits(4)))
    return "%s: %s" % (c.ssn_label(), T("SSN", c.ssn()))


def social_history(c):
    age = c.pt.age
    opts = ["immig"]
    if age < 30:
        opts += ["student", "student", "work"]
    if age < 70:
        opts += ["work", "work"]
    if age >= 58:
        opts += ["retired", "retired", "alone"]
    if age >= 72:
        opts += ["snf", "alone"]
    r = c.pick(opts)
    prof = c.pt_prof()
    parts = []
    if r == "work":
        where = T("CITY", c.pick(P.US_COUNTIES)) if c.loc == "US" and c.chance(0.2) else c.city()
        parts.append("Lives in %s%s with %s. Works as %s %s at %s." % (
            "rural " if "County" in where else "", where, c.fam_phrase(), c.article(prof), T("PROFESSION", prof),
            T("ORGANIZATION", c.pt_org())))
    elif r == "retired":
        parts.append("Retired %s; worked %d years for %s. Lives with %s in %s." % (
            T("PROFESSION", prof), c.ri(8, 40), T("ORGANIZATION", c.pt_org()), c.fam_phrase(), c.city_state()))
    elif r == "immig":
        parts.append("Born in %s; moved to %s in %s. Works as %s %s. Lives with %s." % (
            c.country(), c.city(), c.yr(5, 30), c.article(prof), T("PROFESSION", prof), c.fam_phrase()))
    elif r == "snf":
        parts.append("Resides at %s since %s; previously worked as %s %s. %s visits most days." % (
            c.H(c.snf_name()), c.month_year(), c.article(prof), T("PROFESSION", prof),
            pronoun_cap(c.fam_phrase("child"))))
    elif r == "alone":
        ch = c.fam("child")
        parts.append("Lives alone in %s. Former %s. %s %s %s lives nearby and helps with groceries." % (
            c.city(), T("PROFESSION", prof), c.His, ch.relation, c.F(ch)))
    else:
        parts.append("%s %s at %s; lives in a shared house in %s. Part-time %s." % (
            c.pick(["Full-time", "Second-year", "Third-year"]),
            T("PROFESSION", c.pick(["student", "nursing student", "engineering student", "college student"])),
            T("ORGANIZATION", c.school()), c.city(),
            T("PROFESSION", c.pick(["barista", "cashier", "delivery driver", "tutor", "lifeguard"]))))
    parts.append(c.fill(c.pick(K.SOCIAL_SUBST)))
    return " ".join(parts)


def family_history(c):
    items = []
    pool = K.FAMILY_HX[:]
    c.r.shuffle(pool)
    seen = []
    for rel, cond, died in pool:
        if rel in seen:
            continue
        seen.append(rel)
        items.append((rel, cond, died))
        if len(items) == c.ri(2, 3):
            break
    out = []
    pa = c.pt.age
    for rel, cond, died in items:
        if rel in ("mother", "father"):
            a = c.ri(max(45, pa - 10), 95) if died else min(104, pa + c.ri(18, 36))
        elif rel in ("brother", "sister"):
            a = max(18, pa + c.ri(-12, 12))
        else:
            a = c.ri(55, 94)
        if died:
            out.append(c.pick(["%s %s, died at %s." % (rel.capitalize(), cond, T("AGE", a)),
                               "%s died of %s at age %s." % (rel.capitalize(), cond, T("AGE", a)),
                               "%s: %s, deceased at %s." % (rel.capitalize(), cond, T("AGE", a)),
                               "%s had %s in %s %s and died at %s." % (
                                   rel.capitalize(), cond, "her" if rel in ("mother", "sister", "maternal grandmother") else "his",
                                   T("AGE", "%ds" % (max(40, a - 5) // 10 * 10)), T("AGE", a))]))
        elif rel in ("mother", "father") and a > 100:
            out.append("%s: %s, deceased." % (rel.capitalize(), cond))
        else:
            out.append(c.pick(["%s with %s, alive at %s." % (rel.capitalize(), cond, T("AGE", a)),
                               "%s (%s) has %s." % (rel.capitalize(), T("AGE", a), cond),
                               "%s: %s diagnosed in %s." % (rel.capitalize(), cond, c.yr(2, 20)),
                               "%s in %s %s with %s." % (rel.capitalize(),
                                                          "her" if rel in ("mother", "sister", "maternal grandmother") else "his",
                                                          c.decade(a), cond)]))
    if c.chance(0.3):
        out.append("No family history of VTE or sudden cardiac death.")
    return " ".join(out)


PSH_ITEMS = ["appendectomy", "cholecystectomy", "right knee arthroscopy", "C-section",
             "hysterectomy", "tonsillectomy as a child", "left inguinal hernia repair",
             "cataract surgery, both eyes", "lumbar laminectomy L4-L5", "CABG x3",
             "right total hip arthroplasty", "tubal ligation", "carpal tunnel release",
             "TURP", "rotator cuff repair"]


FEMALE_ONLY = ["C-section", "hysterectomy", "tubal ligation"]
MALE_ONLY = ["TURP"]


def surgical_history(c):
    pool = [x for x in PSH_ITEMS if not ((c.pt.sex == "M" and x in FEMALE_ONLY) or (c.pt.sex == "F" and x in MALE_ONLY))]
    items = c.sample(pool, c.ri(1, 3))
    out = []
    for it in items:
        if it.endswith("as a child"):
            out.append("- " + it)
        elif c.chance(0.5):
            out.append("- %s (%s)" % (it, c.yr(2, 30)))
        elif c.chance(0.5):
            out.append("- %s, %s, %s" % (it, c.month_year(200, 6000), c.H(c.outside_hosp())))
        else:
            out.append("- %s in %s by %s" % (it, c.yr(2, 30), c.D(c.new_doc("md", surgeon=True), "dr_last")))
    return "\n".join(out)


def med_list(c, meds, bullet="- ", numbered=False):
    out = []
    for i, m in enumerate(meds):
        m = c.fill(m)
        out.append(("%d. " % (i + 1) if numbered else bullet) + m)
    return "\n".join(out)


def home_meds(c, n=None):
    return c.sample(K.MED_POOL, n or c.ri(3, 8))


def appointment_time(c):
    h = c.pick([8, 9, 10, 11, 13, 14, 15, 16])
    m = c.pick([0, 15, 30, 45])
    if c.loc == "US" or c.chance(0.4):
        return "%d:%02d %s" % (h if h <= 12 else h - 12, m, "AM" if h < 12 else "PM")
    return "%02d:%02d" % (h, m)


def followup(c, spec, days_after=None, with_addr=True):
    """One follow-up appointment line."""
    d = c.new_doc("md")
    when = c.dc + dt.timedelta(days=days_after if days_after is not None else c.ri(4, 30))
    clin = c.pcp_clinic() if spec == "primary care" and c.chance(0.6) else spec_clinic(c, spec)
    if spec == "primary care" and clin == c.pcp_clinic():
        d = c.pcp_doc()
    a = c.make_address(business=True)
    date_s = c.dt(when, style=c.pick({"US": ["wd_long", "mdy", "wd_mdy", "long", "mdy_nz", "wd_md"],
                                      "UK": ["wd_d_month", "dmy", "d_month_y", "wd_dmy"],
                                      "CA": ["wd_long", "iso", "long"],
                                      "AU": ["wd_d_month", "dmy", "d_month_y"]}[c.loc]))
    style = c.pick([0, 1, 2, 3])
    if style == 0:
        s = "%s (%s) - %s at %s" % (c.D(d), spec, date_s, appointment_time(c))
        s += "\n  %s" % c.H(clin)
        if with_addr:
            s += ", " + c.addr_line(a)
        s += "\n  Phone: %s" % c.Ph()
    elif style == 1:
        s = "%s with %s at %s on %s, %s. Call %s with questions." % (
            spec.capitalize(), c.D(d), c.H(clin), date_s, appointment_time(c), c.Ph())
    elif style == 2:
        s = "Follow up with %s, %s, in 1-2 weeks. The office will call you to schedule; if you have not heard by %s, call %s." % (
            c.D(d, "dr_last"), spec, c.dt(c.dc + dt.timedelta(days=3)), c.Ph())
    else:
        s = "%s | %s | %s | %s | %s" % (date_s, appointment_time(c), c.D(d, "full_cred"), c.H(clin),
                                        c.addr_line(a) if with_addr else c.Ph())
    return s


def dictation_footer(c, author, cc=()):
    tx = c.new_doc("tx")
    lines = []
    lines.append("Dictated by: %s" % c.D(author, c.pick(["full_cred", "fml_cred", "lf_cred"])))
    lines.append(c.pick(["d: %s / t: %s" % (c.D(author, "init"), c.D(tx, "init_l")),
                         "%s/%s" % (c.D(author, "init"), c.D(tx, "init_l")),
                         "DD/%s  TR/%s" % (c.D(author, "init"), c.D(tx, "init_l")),
                         "d: %s  t: %s" % (c.D(author, "init"), c.D(tx, "init_l"))]))
    d1 = c.dc if c.genre == "discharge_summary" else c.d0
    lines.append("DD: %s %02d:%02d   DT: %s %02d:%02d" % (
        c.dt(d1, kind="head"), c.ri(7, 22), c.ri(0, 59), c.dt(d1 + dt.timedelta(days=c.ri(0, 2)), kind="head"),
        c.ri(0, 23), c.ri(0, 59)))
    lines.append("Job #: %s" % T("IDNUM", c.accession("job")))
    if cc:
        lines.append("cc: " + "; ".join(c.D(x, c.pick(["dr_full", "full_cred", "dr_last"])) for x in cc))
    return "\n".join(lines)


def esign(c, doc, d=None, user=None):
    d = d or c.d0
    s = "Electronically signed by %s on %s at %02d:%02d" % (
        c.D(doc, c.pick(["full_cred", "fml_cred", "lf_cred"])), c.dt(d, kind="head"), c.ri(6, 23), c.ri(0, 59))
    if user or c.chance(0.25):
        s += " (user %s)" % T("USERNAME", c.username(doc))
    return s


def contact_line(c, kind=None):
    f = c.fam(kind or c.main_fam_kind())
    return "%s (%s): %s" % (c.F(f, c.pick(["full", "full", "first"])), f.relation, c.Ph())


def pronoun_cap(s):
    return s[0].upper() + s[1:]


def lc(s):
    """Lower-case the first letter unless the first word is an acronym."""
    w = s.split()[0]
    if len(w) > 1 and w[1].isupper():
        return s
    return s[0].lower() + s[1:]


SPEC_NAMES = {
    "cardiology": ["{pl} Heart and Vascular Institute", "{sur} Cardiology Group", "{pl} Cardiology Associates"],
    "pulmonology": ["{pl} Pulmonary and Sleep Associates", "{pl} Lung Center"],
    "cardiac rehab": ["{pl} Cardiac Rehabilitation Center", "{pl} Heart Rehab"],
    "endocrinology": ["{pl} Endocrine and Diabetes Center", "{sur} Endocrinology Associates"],
    "diabetes education": ["{pl} Diabetes Education Center"],
    "gastroenterology": ["{pl} Digestive Health", "{pl} Gastroenterology Associates", "{sur} GI Group"],
    "wound clinic": ["{pl} Wound Care Center", "{pl} Wound and Hyperbaric Clinic"],
    "urology": ["{pl} Urology Associates", "{sur} Urology Group"],
    "neurology": ["{pl} Neurology Associates", "{pl} Neuroscience Institute"],
    "general surgery": ["{pl} Surgical Associates", "{sur} Surgical Group"],
    "hematology": ["{pl} Cancer and Blood Center", "{pl} Hematology-Oncology"],
    "nephrology": ["{pl} Kidney Associates", "{sur} Nephrology Group"],
}


def spec_clinic(c, spec):
    if spec == "primary care":
        return c.hospital_name("clinic_pc")
    opts = SPEC_NAMES.get(spec, ["{pl} %s Clinic" % spec.title(), "{pl} %s Associates" % spec.title()])
    if c.loc == "UK" and c.chance(0.7):
        return c.hosp
    return c.pick(opts).format(pl=c.pick(P.PLACE_WORDS), sur=c.pick(P.SURNAMES))
