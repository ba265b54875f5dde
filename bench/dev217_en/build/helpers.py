"""Phrase helpers returning argument lists for Note.f / Note._emit."""
import fakers as F
import pools_people as PP


def doc(rng, p, country, kind="md", role=None):
    """A clinician/staff reference: titles and credentials stay outside the span."""
    if kind == "md":
        cred = rng.choice(PP.CREDENTIALS[country][:3] if country != "US" else ["MD", "DO", "MD", "MD, PhD"])
        dr = "Dr. " if country == "US" or rng.random() < 0.3 else "Dr "
        forms = [
            [dr, ("DOCTOR", p.last)],
            [dr, ("DOCTOR", p.full())],
            [dr, ("DOCTOR", p.first[0] + ". " + p.last)],
            [("DOCTOR", p.fml()), ", " + cred],
            [("DOCTOR", p.full()), " " + cred.split(",")[0]],
            [("DOCTOR", p.last + ", " + p.first)],
            [("DOCTOR", p.full())],
            ["Prof. " if country != "IN" else "Dr. ", ("DOCTOR", p.last)],
        ]
    else:
        cred = rng.choice(["RN", "CCRC", "RN, CCRC", "BSc", "CRC", "RGN", "M.Pharm", "CCRP"])
        forms = [
            [("DOCTOR", p.full()), ", " + cred],
            [("DOCTOR", p.full())],
            [("DOCTOR", p.fml()), " (" + (role or "CRC") + ")"],
            [("DOCTOR", p.first[0] + ". " + p.last)],
            [("DOCTOR", p.first)],
            [("DOCTOR", p.last + " " + p.first[0])],
        ]
    return rng.choice(forms)


def prof(x):
    """Indefinite article (outside) plus PROFESSION span."""
    return ["an " if x[0] in "aeiou" else "a ", ("PROFESSION", x)]


def inits(p):
    return ("DOCTOR", p.first[0] + (p.mid or "") + p.last[0])


def pat(rng, p, country, styles=None, titled=None):
    """Patient name, optionally preceded by a title kept outside the span."""
    if titled is None:
        titled = rng.random() < 0.3
    if titled:
        return [F.title_of(p, country) + " ", ("PATIENT", rng.choice([p.last, p.last, p.full()]))]
    return [("PATIENT", p.variant(rng, styles))]


def fam(rng, p):
    return ("FAMILY", p.variant(rng, ["full", "first", "first", "init_last", "fml"]))


def vitals(rng, uk=False):
    t = round(rng.uniform(36.1, 38.6), 1)
    parts = ["BP %d/%d mmHg" % (rng.randint(98, 176), rng.randint(58, 104)),
             "HR %d" % rng.randint(52, 118),
             "RR %d" % rng.randint(12, 26),
             ("Temp %.1f C" % t) if uk or rng.random() < 0.6 else "T %.1f F" % (t * 9 / 5 + 32),
             "SpO2 %d%% %s" % (rng.randint(88, 100), rng.choice(["RA", "on room air", "on 2L NC"])),
             "Wt %.1f kg" % rng.uniform(48, 121)]
    return ", ".join(parts)


def lab_vals(rng, study, k=3):
    labs = rng.sample(study["labs"], min(k, len(study["labs"])))
    out = []
    for name, unit, lo, hi in labs:
        v = rng.uniform(lo, hi)
        val = ("%.1f" % v) if hi < 50 else ("%d" % v)
        flag = rng.choice(["", "", " (H)", " (L)", "*"])
        out.append(("%s %s %s" % (name, val, unit)).strip() + flag)
    return ", ".join(out)


def conmeds(rng, k):
    import context
    return rng.sample(context.CONMEDS, k)


def history(rng, k):
    import context
    return rng.sample(context.HISTORY, k)


def age_phrase(rng, age, sex):
    """[prefix, ("AGE", n), suffix] in a clinical style."""
    s = "M" if sex == "M" else "F"
    w = "male" if sex == "M" else "female"
    k = rng.randint(0, 7)
    if k == 0:
        return [("AGE", str(age)), "-year-old " + w]
    if k == 1:
        return [("AGE", str(age)), " yo " + s]
    if k == 2:
        return [("AGE", str(age)), "yo " + w]
    if k == 3:
        return [("AGE", str(age)), " " + s]
    if k == 4:
        return [("AGE", str(age)), "/" + s]
    if k == 5:
        return ["aged ", ("AGE", str(age))]
    if k == 6 and age in F.AGE_WORDS:
        return [("AGE", F.AGE_WORDS[age]), "-year-old " + w]
    return [("AGE", str(age)), " y/o " + w]


def sign_block(rng, site, who, role, date, email=False, phone=True):
    """Signature block for a staff member; returns arg list."""
    c = site.country
    out = ["\n", "Signed: ", doc(rng, who, c, "md" if role in ("PI", "Sub-I", "Investigator") else "staff", role),
           "\n", role, ", ", ("HOSPITAL", site.hospital), "\n", "Date: ", site.d(date)]
    if phone:
        out += ["\n", rng.choice(["Tel: ", "Ph: ", "Phone "]), ("PHONE", site.phone)]
    if email:
        out += ["\n", "Email: ", ("EMAIL", site.crc_email if who is site.crc else F.email(rng, who))]
    return out
