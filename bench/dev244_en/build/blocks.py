"""Shared note blocks: team, headers, signatures, cc lists, audit footers."""
import datetime as dt

from markers import M

ROLE_TITLES = {
    "US": {"consultant": ["Attending, Biochemical Genetics", "Attending Physician, Hemophilia Treatment Center",
                          "Medical Director, Metabolic Clinic", "Pediatric Hematologist", "Clinical Geneticist"],
           "nurse": ["HTC Nurse Coordinator", "Metabolic Nurse Practitioner", "RN Care Coordinator"],
           "dietitian": ["Metabolic Dietitian"], "pharmacist": ["Clinical Pharmacist, Specialty Pharmacy"],
           "counsellor": ["Genetic Counselor"], "physio": ["Physical Therapist"], "social": ["Social Worker"],
           "psych": ["Psychologist"]},
    "UK": {"consultant": ["Consultant in Paediatric Metabolic Medicine", "Consultant Haematologist",
                          "Consultant in Adult Inherited Metabolic Disease", "Consultant Clinical Geneticist",
                          "Director, Haemophilia Comprehensive Care Centre"],
           "nurse": ["Clinical Nurse Specialist (Metabolic)", "Haemophilia CNS", "Transition Nurse Specialist"],
           "dietitian": ["Specialist Metabolic Dietitian"], "pharmacist": ["Specialist Pharmacist, Haemostasis"],
           "counsellor": ["Genetic Counsellor"], "physio": ["Haemophilia Physiotherapist"],
           "social": ["Social Worker"], "psych": ["Clinical Psychologist"]},
    "IE": {"consultant": ["Consultant Paediatrician in Metabolic Medicine", "Consultant Haematologist (Coagulation)",
                          "Consultant in Inherited Metabolic Disorders", "Consultant Clinical Geneticist"],
           "nurse": ["CNM2 Metabolic", "Clinical Nurse Specialist, Haemophilia", "ANP Metabolics"],
           "dietitian": ["Senior Metabolic Dietitian"], "pharmacist": ["Senior Pharmacist"],
           "counsellor": ["Genetic Counsellor"], "physio": ["Senior Physiotherapist"], "social": ["Medical Social Worker"],
           "psych": ["Senior Clinical Psychologist"]},
}


DOMAIN_KEYS = {"met": ("Metabolic", "IMD", "Biochemical", "Inherited", "Transition"),
               "haem": ("Haem", "Hem", "HTC", "Coag"), "gen": ("Genetic",), "lsd": ("Metabolic", "Inherited", "Biochemical")}


class Team:
    def __init__(self, ctx, dom="met"):
        self.ctx, self.p, self.dom = ctx, {}, dom

    def get(self, role):
        if role not in self.p:
            self.p[role] = self.ctx.person("DOCTOR")
        return self.p[role]

    def ref(self, role):
        return self.ctx.doc(self.get(role), role)

    def title(self, role):
        pool = ROLE_TITLES[self.ctx.c][role]
        keys = DOMAIN_KEYS.get(self.dom, ())
        fit = [t for t in pool if any(k in t for k in keys)]
        return self.ctx.rng.choice(fit or pool)


def reg_line(ctx, role):
    """Registration / licence line for a signature (LICENSE spans)."""
    rng, c = ctx.rng, ctx.c
    if c == "US":
        if role in ("consultant", "nurse") and rng.random() < 0.6:
            return rng.choice(["NPI: ", "NPI ", "NPI# "]) + ctx.LIC("NPI")
        if role == "pharmacist":
            return "Lic #" + ctx.LIC("state")
        return "License " + ctx.LIC("state")
    if c == "UK":
        return {"consultant": "GMC ", "nurse": "NMC PIN ", "pharmacist": "GPhC reg. ", "dietitian": "HCPC ",
                "physio": "HCPC ", "counsellor": "GCRB ", "social": "SWE reg ", "psych": "HCPC "}[role] + \
            (ctx.LIC({"consultant": "GMC", "nurse": "NMC", "pharmacist": "GPhC"}.get(role, "HCPC")))
    return {"consultant": "MCRN ", "nurse": "NMBI PIN ", "pharmacist": "PSI reg no. "}.get(role, "CORU reg ") + \
        ctx.LIC({"consultant": "IMC", "nurse": "NMBI", "pharmacist": "PSI"}.get(role, "IMC"))


def patient_header(nb, ctx, pat, dob, visit, age, style=None, extra_ids=True):
    rng = ctx.rng
    style = style if style is not None else rng.randint(0, 4)
    if style == 0:
        nb.line(f"PATIENT: {pat.last_first(upper=True)}    DOB: {ctx.D(dob)}    MRN: {ctx.MRN()}")
        if extra_ids and rng.random() < 0.5:
            nb.line(f"Acct: {ctx.ACCT()}    Visit date: {ctx.D(visit)}")
        else:
            nb.line(f"Date of service: {ctx.D(visit)}")
    elif style == 1:
        nb.line(f"Name: {pat.full_mid()}")
        nb.line(f"Date of birth: {ctx.D(dob)} ({ctx.A(age, rng.choice(['{a} y', '{a}y', '{a} yrs', '{a} years']))})")
        if ctx.c == "UK":
            nb.line(f"Hospital no: {ctx.MRN()}   NHS no: {ctx.NHS()}")
        elif ctx.c == "IE":
            nb.line(f"MRN: {ctx.MRN()}   {ctx.NATID()}")
        else:
            nb.line(f"MRN: {ctx.MRN()}   Enc #: {ctx.ACCT()}")
        if rng.random() < 0.6:
            nb.line("Address: " + ctx.addr_inline(ctx.place))
        nb.line(f"Clinic date: {ctx.D(visit, rng.choice(['num', 'long']))}")
    elif style == 2:
        nb.line(f"Re: {pat.full()}, DOB {ctx.D(dob)}, {ctx.NATID()}")
        for ln in ctx.addr_lines(ctx.place):
            nb.line("    " + ln)
        nb.line(f"Seen: {ctx.D(visit, 'any')}")
    elif style == 3:
        nb.line(f"| Patient | {pat.last_first()} |")
        nb.line(f"| DOB / Age | {ctx.D(dob)} / {ctx.A(age, '{a}')} |")
        nb.line(f"| ID | {ctx.NATID()} |")
        nb.line(f"| Date | {ctx.D(visit)} |")
    else:
        sx = rng.choice(["M", "F"]) if pat.sex not in "MF" else pat.sex
        nb.line(f"{pat.last_first(upper=True)}  {ctx.A(age, '{a}')}{sx}  DOB {ctx.D(dob)}  #{ctx.MRN()}")
        nb.line(f"Encounter {ctx.ACCT()} | {ctx.D(visit)}")


def signature(nb, ctx, team, role, when, style=None):
    rng = ctx.rng
    p = team.get(role)
    style = style if style is not None else rng.randint(0, 5)
    if style == 0:
        nb.line(f"Electronically signed by {ctx.doc(p, role)} on {ctx.D(when)} at {rng.randint(7, 19):02d}:{rng.randint(0, 59):02d}")
    elif style == 1:
        nb.line("")
        nb.line(p.full() if rng.random() < 0.5 else rng.choice(["Dr ", "Dr. "]) + p.full())
        nb.line(team.title(role))
        nb.line(reg_line(ctx, role))
    elif style == 2:
        t = ctx.person("DOCTOR")
        nb.line(f"Dictated by: {ctx.doc(p, role)}   {M('DOCTOR', (p.given[0] + p.surname[0]).upper())}"
                f"/{M('DOCTOR', (t.given[0] + t.surname[0]).lower())}")
        nb.line(f"D: {ctx.D(when)}  T: {ctx.D(when + dt.timedelta(days=rng.randint(0, 4)))}")
    elif style == 3:
        nb.line(f"-- {ctx.doc(p, role)}, {team.title(role)} | {reg_line(ctx, role)}")
    elif style == 4:
        nb.line(f"Signed: {p.init_last()} ({team.title(role)})  Bleep {ctx.bleep()}")
    else:
        nb.line(f"{p.full()}")
        nb.line(f"{team.title(role)}, {ctx.H()}")
        nb.line(f"Tel {ctx.PH()}  |  {ctx.EM(p)}")


def cc_block(nb, ctx, pat, n=None):
    rng = ctx.rng
    gpdoc = ctx.person("DOCTOR")
    nb.line("")
    nb.line("cc:")
    nb.line(f"  {ctx.gp}: Dr {gpdoc.last()}, {ctx.hosp('practice')}, {ctx.addr_inline()}")
    if rng.random() < 0.6:
        nb.line(f"  Parents/patient: {ctx.addr_inline(ctx.place)}")
    if rng.random() < 0.4:
        nb.line(f"  Local paediatrician: {ctx.doc(ctx.person('DOCTOR'), 'consultant')}, {ctx.hosp()}")
    if rng.random() < 0.3:
        nb.line(f"  Fax to practice: {ctx.FX()}")


def audit(nb, ctx, author, when):
    rng = ctx.rng
    r = rng.random()
    if r < 0.35:
        nb.line(f"[Audit] created by user {ctx.USER(author)} from {ctx.IP()} on {ctx.D(when, 'iso')} "
                f"{rng.randint(7, 20):02d}:{rng.randint(0, 59):02d}:{rng.randint(0, 59):02d}")
    elif r < 0.55:
        nb.line(f"Last edited: {ctx.USER(author)} {ctx.D(when)} {rng.randint(7, 20):02d}:{rng.randint(0, 59):02d}")
    elif r < 0.7:
        nb.line(f"Workstation {ctx.IP()} | login {ctx.USER(author)}")


GENERIC = {"met": ["metabolic.team", "imd.secretaries", "metabolic.dietitians", "biochem.genetics"],
           "haem": ["haemophilia.centre", "htc.nurses", "coag.office", "bleeding.disorders"]}


def contact_footer(nb, ctx, unit_email=True, dom=None):
    rng = ctx.rng
    bits = [f"Tel {ctx.PH()}"]
    if rng.random() < 0.6:
        bits.append(f"Fax {ctx.FX()}")
    if unit_email and rng.random() < 0.7:
        bits.append(ctx.EM(generic=rng.choice(GENERIC[dom])) if dom else ctx.EM())
    if rng.random() < 0.3:
        bits.append(ctx.URL())
    nb.line(" | ".join(bits))
