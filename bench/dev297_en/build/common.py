"""Blocks shared by several genres: letterheads, patient blocks, signatures
and non-PHI clinical / security detail (hard negatives)."""
import pools as P
from doc import V


def pl(name, t="LOCATION_OTHER"):
    """A place name; a leading article stays outside the span."""
    if name.startswith("the "):
        return ["the ", V(name[4:], t)]
    return [V(name, t)]


def cap(s):
    return s[:1].upper() + s[1:]


def incident_system(ctx):
    return {"UK": "Datix", "US": "RL6", "AU": "RiskMan", "CA": "RL6", "IE": "NIMS"}[ctx.c]


def code_call(ctx):
    return ctx.rng.choice({"UK": ["a 2222 security call", "a security emergency call (2222)", "a PMVA team call"],
                           "US": ["a Code Gray", "a Code Gray", "a Code Strong"],
                           "AU": ["a Code Grey", "a Code Grey", "a Code Black"],
                           "CA": ["a Code White", "a Code White"],
                           "IE": ["a Code Black", "a security alert (2222)", "a PMAV response call"]}[ctx.c])


def code_name(ctx):
    return {"UK": "security emergency call", "US": "Code Gray", "AU": "Code Grey",
            "CA": "Code White", "IE": "security alert"}[ctx.c]


def training(ctx):
    return {"UK": "PMVA", "US": "CPI", "AU": "OVA", "CA": "GPA", "IE": "PMAV"}[ctx.c]


def legal_status(ctx):
    return ctx.rng.choice({
        "UK": ["Section 3 MHA 1983", "Section 2 MHA 1983", "informal", "Section 5(2) MHA",
               "DoLS authorisation in place", "brought in on s136"],
        "US": ["involuntary hold (72-hour)", "voluntary", "emergency detention order", "court-ordered evaluation",
               "voluntary, capacity in question"],
        "AU": ["Assessment Order", "Inpatient Treatment Order", "voluntary", "Temporary Treatment Order",
               "under s351 (police apprehension)"],
        "CA": ["Form 1 (Mental Health Act)", "Form 3", "voluntary", "Form 4 renewal", "informal, no Form"],
        "IE": ["involuntary (Form 6)", "voluntary", "admission order pending (Form 5)", "voluntary, Section 23 considered"],
    }[ctx.c])


def vitals(ctx):
    r = ctx.rng
    parts = ["BP %d/%d" % (r.randint(104, 168), r.randint(60, 102)),
             "HR %d" % r.randint(62, 134), "RR %d" % r.randint(12, 26),
             "SpO2 %d%%%s" % (r.randint(92, 100), r.choice([" on air", " RA", ""])),
             "T %.1f" % (r.randint(360, 384) / 10.0)]
    if r.random() < 0.6:
        parts.append(r.choice(["NEWS2 %d" % r.randint(0, 6), "GCS %d/15" % r.randint(12, 15),
                               "BM %.1f mmol/L" % (r.randint(34, 142) / 10.0), "GCS E4V5M6",
                               "cap BG %.1f" % (r.randint(40, 150) / 10.0)]))
    return ", ".join(parts)


def oral_prn(ctx):
    return ctx.rng.choice(["lorazepam 1 mg PO", "promethazine 25 mg PO", "olanzapine 5 mg orodispersible",
                           "diazepam 5 mg PO", "quetiapine 25 mg PO", "haloperidol 2 mg PO"])


def rt_drug(ctx):
    r = ctx.rng
    return r.choice(["lorazepam 2 mg IM", "lorazepam 1 mg PO", "haloperidol 5 mg IM", "promethazine 25 mg IM",
                     "olanzapine 10 mg IM", "droperidol 10 mg IM", "midazolam 5 mg IM",
                     "haloperidol 5 mg + promethazine 50 mg IM", "diazepam 10 mg PO", "ketamine 4 mg/kg IM"])


def clinical_factor(ctx):
    return ctx.rng.choice([
        "alcohol withdrawal (CIWA-Ar %d)" % ctx.rng.randint(12, 28),
        "hyperactive delirium, 4AT score %d" % ctx.rng.randint(4, 9),
        "head injury, GCS 14 on arrival",
        "hypoglycaemia (BM 2.4) corrected with 150 mL 10% glucose",
        "acute psychosis, known schizoaffective disorder",
        "methamphetamine intoxication",
        "post-ictal confusion after a witnessed tonic-clonic seizure",
        "urinary tract infection with acute confusion",
        "Korsakoff syndrome with disinhibition",
        "emerging Wernicke's encephalopathy, IV Pabrinex started",
        "dementia (Alzheimer's type), sundowning",
        "autism spectrum condition, sensory overload in the waiting area",
        "acute intoxication, estimated 20+ units",
        "unmet pain: fractured neck of femur awaiting theatre",
    ])


def broset(ctx):
    r = ctx.rng
    return r.choice(["Broset Violence Checklist %d" % r.randint(0, 6), "DASA score %d" % r.randint(0, 7),
                     "BVC %d" % r.randint(1, 6), "HCR-20 risk: moderate", "STAMP indicators: staring, tone, anxiety"])


def system_name(ctx):
    return ctx.rng.choice(["Milestone XProtect", "Genetec Security Center", "Avigilon ACC 7", "Hikvision iVMS-4200",
                           "Synectics Synergy 3"])


def access_system(ctx):
    return ctx.rng.choice(["Gallagher Command Centre", "Lenel OnGuard", "Paxton Net2", "Software House C-CURE 9000"])


def letterhead(d, ctx, dept):
    """Hospital letterhead: name, department, address, contacts."""
    h = ctx.hosp
    r = ctx.rng
    d.ln(ctx.H(False))
    d.ln(dept)
    d.ln(ctx.addr_inline(h["addr"], county=False))
    tel = h["phone"]
    if r.random() < 0.3:
        tel += r.choice([" ext. ", " ext ", " x"]) + str(r.randint(2000, 7999))
    bits = ["Tel: ", V(tel, "PHONE")]
    if r.random() < 0.7:
        bits += ["  |  Fax: ", V(h["fax"], "FAX")]
    d.ln(bits)
    if r.random() < 0.6:
        d.ln("Email: ", V(ctx.email(), "EMAIL"), "   Web: ", V(ctx.url(), "URL"))
    d.blank()


def pt_block(d, ctx, full=True, addr=None, name_form=None):
    """Form-style patient identification block."""
    r = ctx.rng
    p = ctx.pt
    form = name_form or r.choice(["LF", "LFU", "full", "fullm"])
    d.ln("Patient name: ", p.v(form, "PATIENT"))
    line = ["DOB: ", ctx.D(ctx.dob, styles=["num", "num", "abbr", "long"]), "   Age: ", V(str(ctx.age), "AGE"),
            "   Sex: ", p.sex]
    d.ln(line)
    ids = [{"AU": "UR no.", "US": "MRN", "CA": "MRN", "UK": "Hospital no.", "IE": "MRN"}[ctx.c] + ": ",
           V(ctx.mrn, "MRN")]
    if full:
        ids += ["   " + ctx.hp_label() + ": ", V(ctx.hp, "HEALTHPLAN")]
    d.ln(ids)
    if full and r.random() < 0.8 and ctx.ssn_label():
        d.ln(ctx.ssn_label() + ": ", V(ctx.ssn(), "SSN"))
    if addr or (addr is None and r.random() < 0.6):
        d.ln("Address: ", ctx.addr_inline(ctx.addr))


def signature(d, ctx, s, reg=False, date=True, label="Signed"):
    r = ctx.rng
    bits = [label + ": ", s.ref(r, r.choice(["full", "full_role", "full_cred", "pre_full"]))]
    if reg:
        if s.role_key in ("so", "sup"):
            bits += ["   " + ctx.sec_licence_label() + ": ", V(ctx.sec_licence(), "LICENSE")]
        elif s.role_key in ("dr", "rn", "nic", "mgr"):
            lab, num = ctx.clin_reg("dr" if s.role_key == "dr" else "rn")
            bits += ["   " + lab + " ", V(num, "LICENSE")]
    d.ln(bits)
    if date:
        d.ln("Date: ", ctx.D(ctx.plus(r.randint(0, 2)), styles=["num", "num2", "abbr"]), "   Time: ",
             ctx.T(r.randint(6, 23), r.randint(0, 59)))


def contact_line(d, ctx, s, email=True):
    r = ctx.rng
    bits = ["Contact: ", s.ref(r, "full"), ", " + s.role + ", ext. ", V(ctx.ext(), "PHONE")]
    if r.random() < 0.5:
        bits += [" / mobile ", V(ctx.phone("mob"), "PHONE")]
    d.ln(bits)
    if email:
        d.ln("Email: ", V(ctx.email(s), "EMAIL"))


def describe(ctx, p=None, age=None):
    """Physical description (non-PHI apart from the age)."""
    r = ctx.rng
    p = p or ctx.pt
    h = r.randint(150, 193)
    hgt = ("%d cm" % h) if ctx.c != "US" else "%d'%d\"" % divmod(int(h / 2.54), 12)
    build = r.choice(["slim", "medium", "stocky", "heavy", "thin, frail"])
    hair = r.choice(["short dark hair", "shaved head", "long grey hair in a ponytail", "curly red hair",
                     "bald", "shoulder-length blonde hair", "black braids", "brown hair, full beard"])
    return [("male" if p.sex == "M" else "female") + ", appears ", V(str(age or ctx.age), "AGE"),
            ", approx %s, %s build, %s, wearing %s" % (hgt, build, hair, r.choice(P.CLOTHING))]


def family(ctx, rel=None, sex=None, of=None):
    """A relative / other person with relation word."""
    from phi import Person
    r = ctx.rng
    rels = ["mother", "father", "sister", "brother", "partner", "wife", "husband", "son", "daughter",
            "friend", "neighbour", "aunt", "uncle", "cousin", "flatmate", "ex-partner"]
    rel = rel or r.choice(rels)
    fem = ("mother", "sister", "wife", "daughter", "aunt", "stepmother")
    mal = ("father", "brother", "husband", "son", "uncle", "stepfather", "mother's partner")
    sx = sex or ("F" if rel in fem else "M" if rel in mal else r.choice("MF"))
    same_last = rel in ("mother", "father", "sister", "brother", "son", "daughter", "wife", "husband") and r.random() < 0.6
    f = Person(r, sx, last=(of or ctx.pt).last if same_last else None)
    f.rel = rel
    return f


def fam_ref(ctx, f, style=None):
    r = ctx.rng
    st = style or r.choice(["full", "first", "tl", "full"])
    if st == "first":
        return [f.v("first", "FAMILY")]
    if st == "tl":
        return [ctx.title(f) + " ", f.v("last", "FAMILY")]
    return [f.v("full", "FAMILY")]
