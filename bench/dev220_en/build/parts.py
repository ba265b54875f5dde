"""Shared note parts: headers, signatures, audit footers, history blocks."""
import phi
from phi import add_days, digits, letters

SITES = [
    "left nasal ala", "right nasal sidewall", "nasal tip", "left lower eyelid", "right medial canthus",
    "left helical rim", "right antihelix", "right preauricular cheek", "left temple", "central forehead",
    "vertex scalp", "left parietal scalp", "right upper lip", "left cutaneous lip", "chin",
    "right jawline", "left neck", "presternal chest", "right upper back", "left scapula",
    "mid lower back", "left shoulder", "right deltoid", "left dorsal forearm", "right dorsal hand",
    "left shin", "right anterior thigh", "left calf", "right lateral ankle", "left dorsal foot",
    "right posterior shoulder", "left flank", "upper abdomen", "right cheek", "left nasolabial fold",
    "right ear lobe", "left postauricular sulcus", "glabella", "right eyebrow", "left mid back",
]
FACE_SITES = SITES[:19] + ["right cheek", "left nasolabial fold", "glabella", "right eyebrow",
                           "left postauricular sulcus", "right ear lobe"]
DX_SHORT = ["BCC", "nodular BCC", "superficial BCC", "infiltrative BCC", "SCC", "SCCIS", "IEC",
            "KA-type SCC", "AK", "hypertrophic AK", "SK", "ISK", "dysplastic naevus", "MIS",
            "lentigo maligna", "melanoma", "DF", "sebaceous hyperplasia", "solar lentigo", "BCC ?recurrent"]
DERMOSCOPY = [
    "arborising vessels and blue-grey ovoid nests", "leaf-like areas, spoke-wheel structures",
    "shiny white structures, ulceration", "glomerular vessels in clusters, scale",
    "strawberry pattern, rosettes", "white circles, keratin plug, hairpin vessels",
    "atypical pigment network, irregular dots", "regression structures, blue-white veil",
    "negative network, shiny white lines", "milia-like cysts, comedo-like openings",
    "fingerprint pattern, moth-eaten border", "central white patch, delicate peripheral network",
    "asymmetric pigmented follicular openings, annular-granular pattern",
    "polymorphous vessels, milky-red areas", "reticular pattern, symmetric, no red flags",
]
MEDS = [
    "atorvastatin 40 mg daily", "rosuvastatin 10 mg nocte", "metformin 1 g BD", "perindopril 5 mg mane",
    "amlodipine 5 mg daily", "apixaban 5 mg BD", "rivaroxaban 20 mg daily", "warfarin (INR 2.4)",
    "clopidogrel 75 mg daily", "aspirin 100 mg daily", "levothyroxine 75 mcg", "pantoprazole 40 mg",
    "metoprolol succinate 47.5 mg", "hydrochlorothiazide 25 mg", "tamsulosin 0.4 mg",
    "prednisolone 5 mg daily", "methotrexate 15 mg weekly + folic acid", "tacrolimus 3 mg BD",
    "mycophenolate 720 mg BD", "sertraline 50 mg", "vitamin D 1000 IU", "nicotinamide 500 mg BD",
    "allopurinol 300 mg", "losartan 50 mg", "insulin glargine 22 units nocte", "empagliflozin 10 mg",
    "denosumab 60 mg 6-monthly", "fish oil", "omeprazole 20 mg", "irbesartan 150 mg", "doxycycline 50 mg daily",
]
ALLERGIES = ["NKDA", "nil known", "penicillin (rash)", "sulfa - hives", "codeine (nausea)",
             "adhesive tape / Elastoplast - blisters", "chlorhexidine (contact dermatitis)",
             "latex", "cephalexin - ?rash", "no known drug allergies", "iodine (reaction to Betadine)"]
PMH = ["T2DM", "HTN", "hyperlipidaemia", "AF on anticoagulation", "IHD, CABG x3", "CKD stage 3a",
       "renal transplant (on immunosuppression)", "CLL (watch and wait)", "OA knees", "hypothyroidism",
       "GORD", "psoriasis", "previous melanoma", "multiple BCCs", "BPH", "COPD", "asthma",
       "depression", "osteoporosis", "pacemaker for CHB", "prostate ca (treated)", "gout",
       "Parkinson's disease", "Hodgkin lymphoma (treated, remission)", "rheumatoid arthritis"]
DISTRACT = [
    "Glasgow 7-point checklist score 1.", "Menzies method: negative.", "No Hutchinson's sign.",
    "Wood's lamp: no accentuation.", "Darier's sign negative.", "Nikolsky sign negative.",
    "Koebner phenomenon noted on the elbows.", "Auspitz sign present.", "No features of Bowen's disease elsewhere.",
    "Not suggestive of a Spitz naevus.", "Halo (Sutton) naevus on the back, stable.",
    "Incision planned along Langer's lines.", "No clinical concern for Merkel cell carcinoma.",
    "Campbell de Morgan spots on trunk.", "Dermlite DL5 polarised dermoscopy used.",
    "Fitzpatrick skin type II.", "Fitzpatrick III, tans with difficulty.",
]


def sep(rng):
    return rng.choice(["  ", " | ", "   ", "\t", " / "])


# ---------------------------------------------------------------- headers
def header(n, c, title, enc_date=None, provider=None, show_addr=None):
    """Write one of several demographic header styles."""
    rng = c.rng
    ed = enc_date or c.visit
    prov = provider or c.s("derm")
    k = rng.randrange(6)
    if show_addr is None:
        show_addr = rng.random() < 0.45
    if k == 0:
        n.w("{clinic}\n{title}\n\n", clinic=(c.clinic, "HOSPITAL"), title=title)
        n.w("Patient: {pt}{s1}DOB: {dob} ({age}y){s2}MRN: {mrn}\n", pt=c.pt.name("caps_rev"), s1=sep(rng),
            dob=c.dob_v(), age=c.a(), s2=sep(rng), mrn=(c.mrn, "MRN"))
        n.w("Date of service: {d}{s}Provider: {p}\n", d=c.d(ed), s=sep(rng), p=prov.dr("full_cred"))
        if rng.random() < 0.5:
            n.w("Encounter #: {acct}\n", acct=(c.acct, "ACCOUNT"))
    elif k == 1:
        n.w("{title} - {clinic}\n", title=title.upper(), clinic=(c.clinic, "HOSPITAL"))
        n.w("Name: {pt}\nD.O.B.: {dob}   Age: {age}   Sex: {sx}\n", pt=c.pt.name(rng.choice(["full", "fullmid", "caps"])),
            dob=c.dob_v(), age=c.a(), sx=c.sex)
        n.w("{ml}: {mrn}\n", ml=("UR" if c.au else "MRN") if rng.random() < 0.7 else "Chart no", mrn=(c.mrn, "MRN"))
        n.w("Seen: {d}\n", d=c.d(ed, rng.choice(["wd_au", c.style]) if c.au else rng.choice(["wd_us", c.style])))
    elif k == 2:
        n.w("Pt: {pt} | {ap} | {ml} {mrn} | DOS {d}\n", pt=c.pt.name(rng.choice(["init", "gi_sur", "rev"])),
            ap=[c.a(), c.sex], ml="UR" if c.au else "MRN", mrn=(c.mrn, "MRN"), d=c.d(ed))
        n.w("{title}\n", title=title)
    elif k == 3:
        n.w("{clinic}\n{addr}\nPh {ph}  Fax {fx}\n", clinic=(c.clinic, "HOSPITAL"), addr=c.clinic_addr(),
            ph=(c.c_phone, "PHONE"), fx=(c.c_fax, "FAX"))
        if rng.random() < 0.5:
            n.w("{url}\n", url=(c.c_url, "URL"))
        n.w("\n{title}\nRE: {pt}, DOB {dob}\n", title=title, pt=c.pt.name("full"), dob=c.dob_v())
        n.w("Date: {d}\n", d=c.d(ed))
    elif k == 4:
        n.w("=== {title} ===\n", title=title.upper())
        n.w("PATIENT NAME: {pt}\nMRN: {mrn}   ACCT: {acct}\nDOB: {dob}   AGE: {age}\nVISIT DATE: {d}\nLOCATION: {loc}\n",
            pt=c.pt.name("caps_rev"), mrn=(c.mrn, "MRN"), acct=(c.acct, "ACCOUNT"), dob=c.dob_v(),
            age=c.a(), d=c.d(ed), loc=(c.clinic.upper(), "HOSPITAL"))
    else:
        n.w("{title}\n{pt} ({ap})  {ml} {mrn}\n{d} @ {clinic}\n", title=title, pt=c.pt.name(rng.choice(["full", "rev"])),
            ap=c.age_phrase(), ml="URN" if c.au else "MRN#", mrn=(c.mrn, "MRN"), d=c.d(ed), clinic=(c.clinic, "HOSPITAL"))
    if show_addr:
        n.w("Address: {a}\nPhone: {p}{s}{e}\n", a=c.addr_line(), p=(c.phone, "PHONE"), s=sep(rng),
            e=[("Mobile " if c.au else "Cell ") , (c.mobile, "PHONE")] if rng.random() < 0.5 else ["Email ", (c.email, "EMAIL")])
    if rng.random() < 0.35:
        n.v(c.plan())
        n.nl()
    if rng.random() < 0.06:
        n.w("Kiosk check-in {tm} (biometric {kind} ID {b})\n", tm="%02d:%02d" % (rng.randrange(7, 17), rng.randrange(60)),
            kind=rng.choice(["fingerprint", "palm-vein", "face"]), b=(rng.choice(["FP-", "PV-", "FR-"]) + digits(rng, 6), "BIOID"))
    if rng.random() < (0.25 if not c.au else 0.08):
        n.v(c.ssn_line())
        n.nl()
    n.nl()


def referrer_line(n, c):
    rng = c.rng
    gp = c.s("gp")
    k = rng.randrange(4)
    if k == 0:
        n.w("Referred by: {dr}, {pr}\n", dr=gp.dr(), pr=(c.gp_practice, "HOSPITAL"))
    elif k == 1:
        n.w("Referring {role}: {dr} ({pr}, ph {ph})\n", role="GP" if c.au else "PCP", dr=gp.dr("dr_full"),
            pr=(c.gp_practice, "HOSPITAL"), ph=(phi.au_phone(rng) if c.au else phi.us_phone(rng), "PHONE"))
    elif k == 2:
        n.w("Ref: {dr}\n", dr=gp.dr("dr_sur"))
    else:
        n.w("cc: {dr}, {pr}, fax {fx}\n", dr=gp.dr("full_cred"), pr=(c.gp_practice, "HOSPITAL"),
            fx=(phi.au_phone(rng) if c.au else phi.us_phone(rng), "FAX"))


# ---------------------------------------------------------------- signatures
def signature(n, c, who=None, when=None):
    rng = c.rng
    doc = who or c.s("derm")
    when = when or c.visit
    k = rng.randrange(7)
    tm = "%02d:%02d" % (rng.randrange(7, 19), rng.randrange(60))
    if k == 0:
        n.w("\nElectronically signed by {dr} on {d} at {tm}\n", dr=doc.dr("full_cred"), d=c.d(when), tm=tm)
    elif k == 1:
        n.w("\n{dr}\n{role}\n", dr=doc.dr("dr_full"), role="Dermatologist" if doc.role == "derm" else
            ("Mohs Surgeon" if doc.role == "mohs" else "Consultant"))
        n.v(c.license(doc))
        n.nl()
    elif k == 2:
        dd = c.s("scribe")
        n.w("\nDictated by {dr}. Transcribed by {tx}.\nDD: {d1}  DT: {d2}\n{a}/{b}\n", dr=doc.dr("dr_sur"),
            tx=dd.dr("full"), d1=c.d(when), d2=c.d(add_days(when, rng.randrange(0, 3))),
            a=doc.dr("INIT"), b=dd.dr("initials"))
    elif k == 3:
        sc = c.s("scribe")
        n.w("\nScribed by {sc} in the presence of {dr}. I have reviewed and agree with the documentation. - {dr2}\n",
            sc=sc.dr("full"), dr=doc.dr("dr_full"), dr2=doc.dr("gi_cred"))
    elif k == 4:
        n.w("\nRegards,\n\n{dr}\n", dr=doc.dr("caps"))
        if rng.random() < 0.6:
            n.w("{ph}\n", ph=["Direct line ", (phi.au_phone(rng, ext=True) if c.au else phi.us_phone(rng, ext=True), "PHONE")])
    elif k == 5:
        n.w("\n-- {dr} {tm} {d}\n", dr=doc.dr("gi_cred"), tm=tm, d=c.d(when, "iso"))
    else:
        n.w("\nSigned: {dr}  ", dr=doc.dr("dr_sur"))
        n.v(c.license(doc))
        n.w("  {d}\n", d=c.d(when))


def audit(n, c, p=0.45):
    """EHR audit footer with a username and sometimes an IP address."""
    rng = c.rng
    if rng.random() > p:
        return
    st = c.s(rng.choice(["derm", "nurse", "ma", "scribe"]))
    un = rng.choice(["%s%s", "%s.%s", "%s_%s"]) % (st.given.lower()[:rng.randrange(1, 6)], st.surname.lower().replace(" ", "").replace("'", "")[:7])
    if rng.random() < 0.3:
        un += str(rng.randrange(1, 9))
    k = rng.randrange(4)
    tm = "%02d:%02d:%02d" % (rng.randrange(6, 20), rng.randrange(60), rng.randrange(60))
    if k == 0:
        n.w("\n[audit] last modified by user {u} {d} {tm} from {ip}\n", u=(un, "USERNAME"), d=c.d(c.visit, "iso"),
            tm=tm, ip=(phi.ip(rng), "IPADDR"))
    elif k == 1:
        n.w("\nNote created by: {u} ({who})  Workstation {ip}\n", u=(un, "USERNAME"), who=st.dr("full"),
            ip=(phi.ip(rng), "IPADDR"))
    elif k == 2:
        n.w("\nEntered by {u} on {d} {tm}\n", u=(un, "USERNAME"), d=c.d(c.visit), tm=tm[:5])
    else:
        n.w("\nAccess log: login={u}; terminal={ip}; idle timeout {sid} min\n", u=(un, "USERNAME"), ip=(phi.ip(rng), "IPADDR"),
            sid=str(rng.choice([10, 15, 20, 30])))


# ---------------------------------------------------------------- histories
def social(n, c, terse=False):
    rng = c.rng
    bits = []
    if c.retired:
        bits.append(["Retired ", (c.prof, "PROFESSION")])
    else:
        k = rng.randrange(3)
        if k == 0:
            bits.append(["Works as a ", (c.prof, "PROFESSION"), " for ", (c.employer, "ORGANIZATION")])
        elif k == 1:
            bits.append(["Occupation: ", (c.prof, "PROFESSION")])
        else:
            bits.append(["", (c.prof.capitalize(), "PROFESSION"), " x ", str(rng.randrange(1, max(2, min(40, c.age - 16)))), " yrs"])
    r = rng.random()
    if r < 0.35:
        bits.append(["Born in ", phi.country_v(c.born), ", moved here aged ", (str(rng.randrange(2, 30)), "AGE")])
    elif r < 0.55:
        bits.append(["Grew up in ", (rng.choice(["Queensland", "WA", "NSW"]) if c.au else rng.choice(["Arizona", "Florida", "Texas"]), "STATE"),
                     ", lots of childhood sun"])
    if rng.random() < 0.4:
        bits.append(["Lives with ", c.fam_rel, " ", c.fam.name(rng.choice(["given", "full"]))])
    if rng.random() < 0.3:
        bits.append(["Recent holiday in ", phi.country_v(c.travel)])
    if rng.random() < 0.25:
        bits.append(["Member of ", (c.club, "ORGANIZATION")])
    bits.append([rng.choice(["Ex-smoker", "Non-smoker", "Never smoker", "Smoker 10/day", "Quit smoking 2009"])])
    if rng.random() < 0.4:
        bits.append([rng.choice(["Sunbed use in 20s", "Hx of blistering sunburns", "Wears hat most days",
                                 "Uses SPF 50+ intermittently", "No sunscreen use until recently"])])
    n.t("SH: " if terse else "Social history: ")
    n.v(phi_join(bits, "; " if terse else ". "))
    n.t(".\n")


def phi_join(bits, s):
    out = []
    for i, b in enumerate(bits):
        if i:
            out.append(s)
        out.extend(b)
    return out


def family_hx(n, c):
    rng = c.rng
    k = rng.randrange(5)
    if k == 0:
        n.t("FHx: nil melanoma.\n")
    elif k == 1:
        n.w("Family history: {rel} had melanoma at {a}.\n", rel=rng.choice(["mother", "father", "brother", "sister"]),
            a=(str(rng.randrange(34, 80)), "AGE"))
    elif k == 2:
        n.w("FHx: father died at {a} (metastatic melanoma), sister {s} has had several BCCs.\n",
            a=(str(rng.randrange(50, 85)), "AGE"), s=phi.Person(rng, "FAMILY", sex="F", surname=c.pt.surname).name("given"))
    elif k == 3:
        n.t("Family hx of skin cancer - \"everyone on dad's side\". No melanoma known.\n")
    else:
        n.w("FH: {rel} ({nm}) melanoma dx {y}, aged {a}.\n", rel=c.fam_rel if c.fam_rel in ("mother", "father", "sister", "brother") else "mother",
            nm=c.fam.name("given"), y=c.d(c.dpast(400, 6000), "year"), a=(str(rng.randrange(40, 75)), "AGE"))


def meds_block(n, c, k=None):
    rng = c.rng
    k = k if k is not None else rng.randrange(1, 6)
    if k == 0:
        n.t(rng.choice(["Meds: nil regular.\n", "Medications: none.\n", "No regular medications.\n"]))
        n.t("Allergies: " + rng.choice(ALLERGIES) + "\n", typo=False)
        return
    meds = rng.sample(MEDS, k)
    if rng.random() < 0.5:
        n.t("Medications:\n" + "".join("- " + m + "\n" for m in meds), typo=False)
    else:
        n.t("Meds: " + ", ".join(meds) + ".\n", typo=False)
    n.t("Allergies: " + rng.choice(ALLERGIES) + "\n", typo=False)


def pmh_block(n, c):
    rng = c.rng
    items = rng.sample(PMH, rng.randrange(1, 5))
    if rng.random() < 0.5:
        n.t("PMHx: " + "; ".join(items) + "\n", typo=False)
    else:
        n.t("Past medical history:\n" + "".join("  * " + x + "\n" for x in items), typo=False)


def id_check(n, c):
    """Identity verification line (driver licence / biometric)."""
    rng = c.rng
    k = rng.randrange(3)
    if k == 0:
        lic = (letters(rng, 1) + digits(rng, 7)) if not c.au else digits(rng, 9)
        n.w("ID checked: driver licence {lic} ({st}).\n", lic=(lic, "LICENSE"), st=(c.st, "STATE"))
    elif k == 1:
        n.w("Patient identity confirmed by kiosk palm-vein scan, template ID {b}.\n",
            b=("PV-" + digits(rng, 6), "BIOID"))
    else:
        n.w("Two identifiers confirmed (name + DOB {dob}).\n", dob=c.dob_v())


COUNSEL = [
    "Sun protection discussed: SPF 50+ broad-spectrum reapplied every 2 hours outdoors, broad-brimmed hat, sunglasses, "
    "shade between 10 am and 3 pm when the UV index is 3 or above.",
    "Advised monthly self skin examination using a mirror or with a partner; shown the ABCDE and EFG (elevated, firm, growing) rules.",
    "We talked about the difference between a skin cancer and sun damage spots, and why the treatment options differ.",
    "Printed information sheet provided. Patient verbalised understanding and agrees with the plan.",
    "Vitamin D: encouraged dietary sources and supplementation rather than deliberate sun exposure.",
    "Nicotinamide 500 mg twice daily discussed as chemoprevention for keratinocyte cancers (ONTRAC data).",
    "Smoking cessation advised as this impairs wound healing and increases SCC risk on the lip.",
    "Questions answered. Happy to proceed. Time spent: %d minutes, more than half in counselling.",
]


def counsel(n, c, k=None):
    rng = c.rng
    k = k if k is not None else rng.randrange(1, 4)
    items = rng.sample(COUNSEL, k)
    n.t(" ".join(x.replace("%d", str(rng.randrange(15, 45))) for x in items) + "\n")


ROS = ["No fevers, night sweats or weight loss.", "No new lumps or bumps elsewhere.", "Denies joint pain or swelling.",
       "No visual symptoms.", "No headaches.", "Sleep disturbed by itch.", "No bleeding from other lesions.",
       "Appetite normal.", "No cough or shortness of breath."]


def ros(n, c):
    rng = c.rng
    n.t("ROS: " + " ".join(rng.sample(ROS, rng.randrange(2, 5))) + "\n")


def vitals(n, c):
    rng = c.rng
    n.t("Vitals: BP %d/%d, HR %d, T %.1f, SpO2 %d%% RA, wt %d kg.\n" % (rng.randrange(104, 172), rng.randrange(58, 98),
                                                                     rng.randrange(54, 104), rng.uniform(36.0, 37.6),
                                                                     rng.randrange(93, 100), rng.randrange(48, 118)), typo=False)
