"""Shared building blocks used by several genres."""
from phi import art, m, df, add_days, name_p, dr, age_s, words, Person, TOWNS, COUNTRIES, email, ip
import clin


def fill(s, c, sc=None):
    r = c.rng
    return s.format(He=c.sexw("He"), he=c.sexw("he"), his=c.sexw("his"), His=c.sexw("His"), him=c.sexw("him"),
                    dur=r.choice(clin.DURS), n=r.randrange(5, 18),
                    time="%02d:%02d" % (r.randrange(24), r.randrange(60)),
                    src=r.choice(sc["srcs"]) if sc and "srcs" in sc else "")


def pick_scen(rng, pool, sex=None):
    while True:
        sc = rng.choice(pool)
        if sc.get("female") and sex == "M":
            continue
        return sc


def age_range(sc):
    if sc.get("young"):
        return (19, 48)
    if sc.get("old"):
        return (68, 99)
    return (34, 92)


def t(rng):
    return "%02d:%02d" % (rng.randrange(24), rng.randrange(60))


def t4(rng):
    return "%02d%02d" % (rng.randrange(24), rng.randrange(0, 60, 5))


def pmh_lines(c, sc, style="dash"):
    r = c.rng
    out = []
    for x in sc["pmh"]:
        if r.random() < 0.35:
            x += " (dx %s)" % df(add_days(c.date, -r.randrange(400, 7000)), r.choice(["yr", "yr", "m_yy", "mon_yr"]))
        out.append(x)
    if r.random() < 0.5:
        out.append("s/p %s %s" % (r.choice(["cholecystectomy", "appendectomy", "TAH", "hernia repair", "CABG x3",
                                            "right TKA", "lumbar laminectomy", "tonsillectomy"]),
                                  df(add_days(c.date, -r.randrange(700, 12000)), "yr")))
    if r.random() < 0.3:
        out.append("hospitalized at %s %s for %s" % (m("HOSPITAL", r.choice(TOWNS) + " " + r.choice(["General Hospital", "Medical Center", "Community Hospital"])),
                                                  df(add_days(c.date, -r.randrange(60, 900)), r.choice(["mon_yr", "m_yy", "us"])),
                                                  r.choice(["similar symptoms", "pneumonia", "a fall", "chest pain"])))
    if style == "dash":
        return "\n".join("- " + x for x in out)
    if style == "num":
        return "\n".join("%d. %s" % (i + 1, x) for i, x in enumerate(out))
    return ", ".join(out)


def social(c, terse=False):
    r = c.rng
    rel, fp, _ = c.fam[0]
    parts = []
    living = r.choice(["Lives with %s %s %s" % (c.sexw("his"), rel, name_p(fp, r.choice(["full", "first"]), "FAMILY")),
                       "Lives alone in an apartment in %s" % m("CITY", c.city),
                       "Lives with %s %s in a two-story house in %s, %s" % (c.sexw("his"), rel, m("CITY", c.city), m("STATE", c.state[1])),
                       "Resides at %s" % m("HOSPITAL", c.snf)])
    parts.append(living)
    k = r.random()
    if c.age >= 70 and k < 0.85:
        k = 0
    if k < 0.35:
        parts.append("Retired %s" % m("PROFESSION", c.profession))
    elif k < 0.7:
        parts.append("Works as %s %s at %s" % (art(c.profession), m("PROFESSION", c.profession), m("ORGANIZATION", c.employer)))
    elif k < 0.85:
        parts.append("Employed by %s (%s)" % (m("ORGANIZATION", c.employer), m("PROFESSION", c.profession)))
    else:
        parts.append("Unemployed, previously %s %s" % (art(c.profession), m("PROFESSION", c.profession)))
    if r.random() < 0.35:
        parts.append("Born in %s, moved to the US in %s" % (m("COUNTRY", c.country), df(add_days(c.date, -r.randrange(2000, 15000)), "yr")))
    parts.append(r.choice(["Tobacco: former, quit %s, 30 pk-yr" % df(add_days(c.date, -r.randrange(400, 9000)), "yr"),
                           "Tobacco: current 1 ppd", "Never smoker", "Smokes 1/2 ppd since age %s" % m("AGE", r.randrange(13, 22))]))
    parts.append(r.choice(["EtOH: social", "EtOH: 2-3 beers/night", "Denies alcohol", "EtOH: none since %s" % df(add_days(c.date, -r.randrange(200, 4000)), "mon_yr")]))
    parts.append(r.choice(["no illicit drugs", "Marijuana occasionally", "Denies IVDU"]))
    if r.random() < 0.3:
        parts.append("Attends %s" % c.church())
    sep = "; " if terse else ". "
    return sep.join(parts) + "."


def family_hx(c):
    r = c.rng
    opts = ["Mother died at %s of %s" % (m("AGE", r.randrange(45, 96)), r.choice(["MI", "breast cancer", "stroke", "COPD"])),
            "Father with %s, died age %s" % (r.choice(["CAD", "colon cancer", "T2DM", "ESRD"]), m("AGE", r.randrange(40, 94))),
            "Brother with T2DM", "Sister (%s) with lupus" % m("AGE", r.randrange(30, 80)),
            "No family history of VTE or sudden cardiac death", "Maternal grandmother had dementia in her %ss" % r.choice(["70", "80"]),
            "Non-contributory"]
    return "; ".join(r.sample(opts, r.randrange(2, 4))) + "."


def hcp_line(c, i=0):
    rel, fp, ph = c.fam[i]
    r = c.rng
    return r.choice(["HCP: %s (%s) %s" % (name_p(fp, "full", "FAMILY"), rel, m("PHONE", ph)),
                     "Emergency contact: %s, %s, tel %s" % (name_p(fp, "full", "FAMILY"), rel, m("PHONE", ph)),
                     "Health care proxy is %s %s %s, reachable at %s" % (c.sexw("his"), rel, name_p(fp, "full", "FAMILY"), m("PHONE", ph))])


def signature(c, p, role="resident", cred="MD", pager=True, dt=True, when=None):
    r = c.rng
    parts = []
    k = r.randrange(4)
    if k == 0:
        parts.append("%s, %s" % (m("DOCTOR", "%s %s" % (p.first, p.last)), cred))
        parts.append(role.title())
    elif k == 1:
        parts.append("%s %s" % (m("DOCTOR", "%s %s. %s" % (p.first, p.mi, p.last)), cred) + " (" + role + ")")
    elif k == 2:
        parts.append("-- %s, %s %s" % (m("DOCTOR", p.last.upper() + ", " + p.first.upper()), cred, role))
    else:
        parts.append("Signed: %s, %s / %s" % (m("DOCTOR", "%s. %s" % (p.first[0], p.last)), cred, role))
    if pager:
        parts.append(r.choice(["Pager %s", "pgr %s", "Pager #%s", "Contact via pager %s"]) % m("PHONE", c.pl.pager()))
    if dt:
        parts.append("%s %s" % (c.d(when), t(r)))
    return "\n".join(parts)


def attestation(c):
    r = c.rng
    a = c.attending
    s = r.choice([
        "Attending attestation: I saw and examined the patient with %s on the day of service, discussed the case with the team and agree with the findings and plan as documented above, with the following additions: %s",
        "TEACHING PHYSICIAN NOTE: I personally interviewed and examined the patient and reviewed the resident note by %s. I agree with the assessment and plan. %s",
        "Attending addendum: Patient seen and examined with resident %s. Key findings confirmed. %s"])
    extra = r.choice(["Volume status remains the main issue; would push diuresis.", "Agree with antibiotics; narrow when cultures return.",
                      "Likely discharge in 24-48 h if stable.", "Discussed code status; remains full code.",
                      "Spent 35 min, >50% in coordination of care."])
    return s % (dr(c.resident, "dr_full" if r.random() < 0.5 else "full"), extra) + "\n" + "%s\n%s %s" % (
        dr(a, "full_cred"), c.d(), t(r))


def cc_line(c):
    r = c.rng
    s = r.choice(["cc: %s (fax %s)", "CC: %s, %s; fax %s", "Copy to: %s at %s, fax %s"])
    if s.count("%s") == 2:
        return s % (dr(c.pcp, "full_cred"), m("FAX", c.pcp_fax))
    return s % (dr(c.pcp, "full_cred"), m("HOSPITAL", c.pcp_practice), m("FAX", c.pcp_fax))


def dictation(c, author):
    r = c.rng
    tr = Person(r)
    ai = author.initials().lower()
    ti = tr.initials().lower()
    s = "\n%s/%s\nD: %s %s\nT: %s %s\nJob #: %s   Doc ID: %s\n" % (
        m("DOCTOR", author.initials()), m("DOCTOR", ti), df(c.date, "us"), t(r), df(add_days(c.date, r.randrange(0, 2)), "us"),
        t(r), m("IDNUM", "%07d" % r.randrange(10 ** 6, 10 ** 7)), m("IDNUM", "%d" % r.randrange(10 ** 7, 10 ** 8)))
    if r.random() < 0.5:
        s += "Transcribed by: %s\n" % m("DOCTOR", "%s %s" % (tr.first, tr.last))
    return s


def portal_line(c):
    r = c.rng
    return r.choice(["Patient portal: %s", "Access results online at %s", "Enroll in the patient portal: %s"]) % m("URL", c.h.url)
