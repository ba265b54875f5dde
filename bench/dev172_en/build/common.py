"""Shared helpers for the genre modules of dev172_en."""
import pools as P
import phi as H


def time_str(rng, style=None, hour=None, minute=None):
    h = hour if hour is not None else rng.randrange(7, 18)
    m = minute if minute is not None else rng.choice([0, 0, 15, 30, 45, 10, 20, 40, 50, 5])
    st = style if style is not None else rng.randrange(4)
    if st == 0:
        return "%02d:%02d" % (h, m)
    if st == 1:
        return "%02d%02d" % (h, m)
    if st == 2:
        return "%d:%02d %s" % (h % 12 or 12, m, "AM" if h < 12 else "PM")
    return "%dh%02d" % (h, m)


def md_ref(rng, staff, styles=None):
    """A physician reference: Dr. Last / First Last, MD / Last."""
    k = rng.randrange(5) if styles is None else rng.choice(styles)
    if k == 0:
        return ["Dr. ", ("DOCTOR", staff.last)]
    if k == 1:
        return ["Dr ", ("DOCTOR", staff.fmt("fi_last"))]
    if k == 2:
        return [("DOCTOR", staff.fmt("full")), ", " + staff.cred]
    if k == 3:
        return ["Dr. ", ("DOCTOR", staff.fmt("full"))]
    return [("DOCTOR", staff.fmt("lf"))]


def staff_ref(rng, staff, style=None):
    st = style or rng.choice(["full_cred", "fi_cred", "full", "first", "fi_cred"])
    if st == "full_cred":
        return [("DOCTOR", staff.fmt("full")), ", " + staff.cred]
    if st == "fi_cred":
        return [("DOCTOR", staff.fmt("fi_last")), " " + staff.cred]
    if st == "full":
        return [("DOCTOR", staff.fmt("full"))]
    if st == "first":
        return [("DOCTOR", staff.fmt("first")), " (" + staff.role + ")"]
    return [("DOCTOR", staff.fmt(st))]


def signature(rng, ctx, staff, d=None, lic=None, lic_label=None, phone=False, hour=None):
    """Signature block segments."""
    out = []
    style = rng.randrange(4)
    if style == 0:
        out += ["Electronically signed by ", ("DOCTOR", staff.fmt("fml")), ", " + staff.cred]
    elif style == 1:
        out += ["-- ", ("DOCTOR", staff.fmt("full")), " " + staff.cred]
    elif style == 2:
        out += ["Signed: ", ("DOCTOR", staff.fmt("fi_last")), ", " + staff.cred]
    else:
        out += [("DOCTOR", staff.fmt("full")), ", " + staff.cred]
    if lic:
        out += [" | " + (lic_label or "Reg. #") + " ", ("LICENSE", lic)]
    if d is not None:
        tm = time_str(rng) if hour is None else time_str(rng, hour=min(22, hour + rng.randrange(0, 4)))
        out += [" | " if rng.random() < 0.5 else "  ", ctx.d(d), " " + tm]
    if phone:
        out += ["\n" + rng.choice(["Tel ", "Ph: ", "Direct line: ", "Voicemail "]),
                ("PHONE", ctx.phone(ext=rng.random() < 0.4))]
    return out


def license_for(rng, ctx, staff):
    """(label, value) of a professional licence/registration number."""
    if staff.role == "MD" and ctx.country == "US":
        return rng.choice([("NPI", H.npi_str(rng)), ("DEA", H.dea_str(rng))])
    if ctx.country == "US":
        return rng.choice([("NPI", H.npi_str(rng)), ("Lic #", ctx.rcode + "-" + H.digits(rng, 6)),
                           ("License", H.college_reg(rng))])
    if staff.role == "MD":
        return rng.choice([("CPSO #", H.digits(rng, 5)), ("Billing #", H.digits(rng, 6)),
                           ("Lic.", H.college_reg(rng))])
    return rng.choice([("Reg. #", H.college_reg(rng)), ("College reg", H.college_reg(rng)),
                       ("Registration No.", H.college_reg(rng))])


def family(rng, ctx, patient, rel=None):
    """A relative: (relationship word, Person)."""
    rel = rel or rng.choice(["wife", "husband", "daughter", "son", "sister", "brother", "niece",
                             "nephew", "neighbour", "friend", "partner", "granddaughter",
                             "grandson", "son-in-law", "daughter-in-law"])
    sex = "F" if rel in ("wife", "daughter", "sister", "niece", "granddaughter",
                         "daughter-in-law") else ("M" if rel in ("husband", "son", "brother",
                                                                 "nephew", "grandson",
                                                                 "son-in-law") else None)
    same = rel in ("daughter", "son", "sister", "brother", "granddaughter", "grandson") or \
        (rel in ("wife", "husband") and rng.random() < 0.6)
    per = ctx.person(sex=sex, last=patient.p.last if same else None)
    if ctx.country == "CA" and rel == "neighbour":
        pass
    if ctx.country == "US" and rel == "neighbour":
        rel = "neighbor"
    return rel, per


def pt_name(rng, pt, styles):
    return ("PATIENT", pt.p.fmt(rng.choice(styles)))


def pt_titled(rng, pt):
    return [pt.p.title(rng), ("PATIENT", pt.p.last)]


def maybe(rng, prob, segs):
    return segs if rng.random() < prob else []


def outcome_line(rng):
    vals = {"b": rng.randrange(8, 56), "t": "%.1f" % rng.uniform(8, 45),
            "g": "%.2f" % rng.uniform(0.2, 1.3), "m": rng.randrange(40, 480),
            "mo": rng.randrange(14, 30), "fm": rng.randrange(25, 88),
            "ba": rng.randrange(10, 100, 5), "abc": rng.randrange(20, 95),
            "fga": rng.randrange(4, 28), "sts": rng.randrange(2, 15), "dgi": rng.randrange(6, 24)}
    picks = rng.sample(P.OUTCOMES, rng.randint(2, 4))
    return ", ".join(x.format(**vals) for x in picks)


def vitals(rng):
    return "BP %d/%d, HR %d, SpO2 %d%% RA, RR %d" % (
        rng.randrange(100, 170), rng.randrange(55, 98), rng.randrange(56, 112),
        rng.randrange(89, 100), rng.randrange(12, 24))


def assist_level(rng):
    return rng.choice(["I", "Mod I", "S", "SBA", "CGA", "Min A", "Mod A", "Max A", "Dep",
                       "min assist x1", "mod assist x2", "supervision", "set-up"])


def walk_aid(rng):
    return rng.choice(["4WW", "FWW", "SPC", "quad cane", "no aid", "hemi-walker", "B forearm crutches",
                       "platform walker", "2WW", "axillary crutches"])


def spouse(pt):
    return "husband" if pt.sex == "F" else "wife"


def gait_aid(rng):
    return rng.choice(["4WW", "FWW", "SPC", "quad cane", "no aid", "hemi-walker", "B forearm crutches",
                       "manual W/C", "power W/C", "platform walker"])


def fax_line(rng, ctx, label=None):
    return [(label or rng.choice(["Fax: ", "Fax ", "F: ", "fax# "])), ("FAX", ctx.phone())]


def sentence_join(parts):
    return [p for p in parts if p]
