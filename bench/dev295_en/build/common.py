"""Shared building blocks: letterheads, patient banners, signatures."""
import phi as H
import pools as P

CREDS = {"UK": ["FRCA FFPMRCA", "MB ChB FRCA", "MBBS FRCA FFPMRCA", "MRCP"],
         "US": ["MD", "DO", "MD, MPH"],
         "AU": ["FANZCA FFPMANZCA", "MBBS FFPMANZCA", "FRACP FFPMANZCA"],
         "CA": ["MD FRCPC", "MD CCFP", "MD FRCPC (Anesthesiology)"],
         "NZ": ["FANZCA FFPMANZCA", "MBChB FFPMANZCA", "FRACP"]}
CONS_ROLE = {"UK": "Consultant in Pain Medicine", "US": "Attending Physician, Pain Medicine",
             "AU": "Specialist Pain Medicine Physician", "CA": "Staff Physician, Chronic Pain",
             "NZ": "Pain Medicine Specialist"}
NURSE_CRED = {"UK": "RGN", "US": "RN", "AU": "RN", "CA": "RN", "NZ": "RN"}


def site_addr(r, ctx):
    if not hasattr(ctx, "_site"):
        ctx._site = H.make_addr(r, ctx.c)
        ctx._site["street"] = f"{r.randint(1, 400)} {r.choice(P.STREET_NAMES)} {r.choice(P.STREET_SUFFIX[ctx.c])}"
        ctx._site["city"] = ctx.addr["city"] if r.random() < 0.35 else ctx._site["city"]
    return ctx._site


def letterhead(n, r, ctx, site=None, dept=None, contacts=True):
    site = site or ctx.hosp
    dept = dept or r.choice(["Pain Management Service", "Department of Pain Medicine", "Persistent Pain Service",
                             "Chronic Pain Clinic", "Pain Medicine Unit"])
    if r.random() < 0.5:
        n.p(site, "HOSPITAL").t("\n" + dept + "\n")
    else:
        n.t(dept + "\n").p(site, "HOSPITAL").t("\n")
    a = site_addr(r, ctx)
    if r.random() < 0.7:
        H.address(n, r, ctx, oneline=r.random() < 0.6, who=a)
        n.t("\n")
    if contacts:
        n.t(r.choice(["Tel: ", "Tel ", "Phone: ", "T: "])).p(ctx.town_hosp_phone, "PHONE")
        if r.random() < 0.7:
            n.t(r.choice(["   Fax: ", " | Fax ", "\nFax: ", "  F: "])).p(ctx.fax, "FAX")
        if r.random() < 0.4:
            n.t(r.choice(["\nEmail: ", "   E: "])).p(f"pain.admin@{r.choice(['example.org', 'example.net'])}", "EMAIL")
        n.t("\n")
    return n


def dob_str(r, ctx):
    return H.fdate(r, ctx.dob, ctx.c, r.choice(["num", "num", "long", "short", "iso"] if ctx.c == "CA" else ["num", "num", "long", "short"]))


def banner(n, r, ctx, style=None, addr=True, hp=True, phone=False):
    """Patient identification block in one of several layouts."""
    c = ctx.c
    style = style or r.choice(["lines", "inline", "sticker", "table"])
    if style == "lines":
        n.t(r.choice(["Patient: ", "Patient name: ", "Name: ", "Re: "]))
        H.name(n, r, ctx.pt, "PATIENT", r.choice(["full", "mid", "lastfirst", "titlefull"]))
        n.t("\n" + r.choice(["DOB: ", "D.O.B. ", "Date of birth: "])).p(dob_str(r, ctx), "DATE")
        if r.random() < 0.5:
            n.t(" (").p(str(ctx.age), "AGE").t(r.choice([" y)", " yrs)", ")"]))
        n.t("\n" + H.MRN_LABEL[c] + ": ").p(ctx.mrn, "MRN")
        if hp:
            n.t("\n" + H.HP_LABEL[c] + ": ").p(ctx.hp, "HEALTHPLAN")
        if addr:
            n.t("\nAddress: ")
            H.address(n, r, ctx)
        if phone:
            n.t("\n" + r.choice(["Tel: ", "Phone: ", "Mobile: "])).p(ctx.mobile, "PHONE")
        if c in ("US", "CA") and r.random() < 0.3:
            n.t("\n" + ("SSN: " if c == "US" else "SIN: ")).p(ctx.ssn, "SSN")
        if c == "US" and r.random() < 0.2:
            n.t("\nPalm-vein patient ID: ").p(H.bioid(r), "BIOID")
        n.t("\n")
    elif style == "inline":
        H.name(n, r, ctx.pt, "PATIENT", r.choice(["UPPER", "lastfirst", "full"]))
        n.t(" | " + r.choice(["DOB ", "born "])).p(dob_str(r, ctx), "DATE")
        n.t(" | " + H.MRN_LABEL[c] + " ").p(ctx.mrn, "MRN")
        if hp:
            n.t(" | " + H.HP_LABEL[c] + " ").p(ctx.hp, "HEALTHPLAN")
        n.t("\n")
        if addr:
            H.address(n, r, ctx)
            n.t("\n")
        if phone:
            n.t("Ph ").p(ctx.mobile, "PHONE").t("\n")
    elif style == "sticker":
        n.t("[")
        H.name(n, r, ctx.pt, "PATIENT", "UPPER")
        n.t("]\n" + ("F" if ctx.pt.sex == "F" else "M") + "  ").p(dob_str(r, ctx), "DATE").t("  ")
        n.p(str(ctx.age), "AGE").t("y\n" + H.MRN_LABEL[c] + " ").p(ctx.mrn, "MRN")
        if hp:
            n.t("   " + H.HP_LABEL[c] + " ").p(ctx.hp, "HEALTHPLAN")
        if addr:
            n.t("\n")
            H.address(n, r, ctx, oneline=True)
        n.t("\n")
    else:
        n.t("| Field | Value |\n|---|---|\n| Name | ")
        H.name(n, r, ctx.pt, "PATIENT", r.choice(["full", "lastfirst", "mid"]))
        n.t(" |\n| DOB | ").p(dob_str(r, ctx), "DATE").t(" |\n| Sex | " + ctx.pt.sex + " |\n| " + H.MRN_LABEL[c] + " | ")
        n.p(ctx.mrn, "MRN").t(" |\n")
        if hp:
            n.t("| " + H.HP_LABEL[c] + " | ").p(ctx.hp, "HEALTHPLAN").t(" |\n")
        if addr:
            n.t("| Address | ")
            H.address(n, r, ctx)
            n.t(" |\n")
        if phone:
            n.t("| Phone | ").p(ctx.mobile, "PHONE").t(" |\n")
        if c in ("US", "CA") and r.random() < 0.3:
            n.t("| " + ("SSN" if c == "US" else "SIN") + " | ").p(ctx.ssn, "SSN").t(" |\n")
    return n


def signature(n, r, ctx, who=None, role=None, lic=None, sign_word=True):
    who = who or ctx.consultant
    role = role or CONS_ROLE[ctx.c]
    if sign_word:
        n.t(r.choice(["Yours sincerely,\n\n", "Kind regards,\n\n", "Signed: ", "Electronically signed by ", "", "Regards\n"]))
    if r.random() < 0.75:
        H.dr(n, r, who, r.choice(["titlefull", "titlefull", "full", "mid"]))
    else:
        H.name(n, r, who, "DOCTOR", "full")
    n.t(" " + r.choice(CREDS[ctx.c]) + "\n" + role + "\n")
    if lic or r.random() < 0.5:
        lab, val = ctx.lic
        n.t(lab + " ").p(val, "LICENSE").t("\n")
    return n


def gp_block(n, r, ctx, lead=None):
    n.t(lead or r.choice([ctx.gp_word + ": ", "Referring " + ctx.gp_word + ": ", "Usual " + ctx.gp_word + ": "]))
    H.dr(n, r, ctx.gp)
    n.t(", ").p(ctx.practice, "HOSPITAL")
    if r.random() < 0.5:
        a = H.make_addr(r, ctx.c)
        n.t(", ")
        H.address(n, r, ctx, who=a)
    n.t("\n")
    return n


def visit_line(n, r, ctx, label=None, time=True):
    n.t(label or r.choice(["Date of clinic: ", "Clinic date: ", "Seen: ", "Date: ", "Date of visit: "]))
    n.p(ctx.d(r, style=r.choice(["num", "long", "wk", "short"])), "DATE")
    if time:
        n.t(r.choice(["  Time: ", " at ", " @ "]) + f"{r.randint(8, 16):02d}:{r.choice(['00', '15', '30', '45', '10'])}")
    n.t("\n")
    return n


def bullets(n, items, mark="- "):
    for it in items:
        n.t(mark + it + "\n")
    return n


def fam_mention(n, r, ctx, i=0, form=None):
    rel, f = ctx.fam[i]
    n.t(rel + " ")
    H.name(n, r, f, "FAMILY", form or r.choice(["first", "first", "full"]))
    return rel, f


def job_mention(n, r, ctx):
    k = r.choice([1, 1, 5, 2]) if ctx.age >= 67 else r.choice([0, 2, 3, 4, 5])
    if k == 0:
        n.t("Works as " + H.art(ctx.job) + " ").p(ctx.job, "PROFESSION").t(" at ").p(ctx.employer, "ORGANIZATION").t(".")
    elif k == 1:
        n.t("Retired ").p(ctx.job, "PROFESSION").t(".")
    elif k == 2:
        n.t("Occupation: ").p(ctx.job, "PROFESSION").t(r.choice([" (off work for 4 months).", " - currently on modified duties.", "."]))
    elif k == 3:
        n.t("Previously " + H.art(ctx.job) + " ").p(ctx.job, "PROFESSION").t(" with ").p(ctx.employer, "ORGANIZATION").t("; now unable to work.")
    elif k == 4:
        n.t("Employed by ").p(ctx.employer, "ORGANIZATION").t(" as " + H.art(ctx.job) + " ").p(ctx.job, "PROFESSION").t(", reduced to part-time hours.")
    else:
        n.t("Former ").p(ctx.job, "PROFESSION").t("; lives with ")
        fam_mention(n, r, ctx)
        n.t(".")
    return n
