"""Procedure notes, letters and telephone encounters."""
import blocks as B
import neg
import pools as P
from phi import Ctx, m

SPECS = ["derm", "eye", "ent", "rheum", "endo", "gi", "neph", "uro", "allergy", "pain"]
SPEC_WORD = {"derm": "dermatology", "eye": "ophthalmology", "ent": "otolaryngology", "rheum": "rheumatology",
             "endo": "endocrinology", "gi": "gastroenterology", "neph": "nephrology", "uro": "urology",
             "allergy": "allergy and immunology", "pain": "pain management"}


def _t(c):
    return neg.clock(c.r)


def derm_procedure(r):
    c = Ctx(r, "derm")
    o = [r.choice(["MOHS MICROGRAPHIC SURGERY NOTE", "Procedure Note - Excision", "SHAVE/PUNCH BIOPSY PROCEDURE NOTE"])]
    o.append(B.letterhead(c) if r.random() < 0.7 else "")
    o.append(B.demo(c, visit_kind="Date of procedure"))
    o.append(f"Surgeon: {c.D(0, 'cred')}\nAssistant: {c.D(1, 'cred')}\nLocation: {c.room()}")
    site = r.choice(["left nasal ala", "right preauricular cheek", "scalp vertex", "left dorsal hand", "right helix", "upper back"])
    o.append(f"Preoperative diagnosis: {r.choice(['basal cell carcinoma', 'squamous cell carcinoma', 'atypical nevus', 'melanoma in situ'])}, {site}, "
             f"biopsy-proven ({c.IDN('path')}, {c.DT(c.rdate(-60, -10), r.choice(['slash', 'md', 'mdy3']))}).")
    o.append(f"Consent: risks including scarring, bleeding, infection and recurrence reviewed with {c.P(r.choice(['title', 'first']))} "
             f"{'and ' + c.fam_phrase(0) if r.random() < 0.4 else ''}; written consent signed at {_t(c)}.".replace(" ;", ";"))
    o.append(f"Time-out performed at {_t(c)}. Anesthesia: lidocaine 1% with epinephrine 1:100,000, {r.randint(2, 12)} mL. "
             f"Prep with chlorhexidine. Preoperative lesion size {r.uniform(0.4, 2.2):.1f} x {r.uniform(0.4, 2.0):.1f} cm.")
    stages = r.randint(1, 3)
    for s in range(1, stages + 1):
        o.append(f"Stage {s}: {r.randint(1, 4)} blocks, {'positive' if s < stages else 'clear'} margins; frozen sections read by {c.D(0, 'dr')} at {_t(c)}.")
    o.append(f"Repair: {r.choice(['intermediate layered closure 2.8 cm', 'bilobed flap', 'full-thickness skin graft from right supraclavicular', 'second intention'])}, "
             f"5-0 Monocryl and 6-0 nylon. EBL minimal. Specimen {c.IDN('spec')} to pathology.")
    o.append(f"Wound care handout given. Suture removal {c.DT(c.visit.plus(r.randint(6, 14)), r.choice(['wdmd', 'md', 'wdlong']))}. "
             f"Driver: {c.fam_phrase(1)}.")
    if r.random() < 0.5:
        o.append(f"Post-op call {c.DT(c.visit.plus(1), 'wd')} by {c.D(2, 'cred', 'RN')}; after hours {c.TEL()}.")
    o.append("Medications: " + "; ".join(neg.medlist(r, "derm", 4)) + ". " + neg.orders(r, "derm"))
    o.append(B.sign(c))
    if r.random() < 0.4:
        o.append(B.audit(c))
    return "\n".join(x.rstrip("\n") for x in o if x) + "\n"


def gi_procedure(r):
    c = Ctx(r, "gi")
    kind = r.choice(["COLONOSCOPY", "UPPER ENDOSCOPY (EGD)", "EGD AND COLONOSCOPY", "FLEXIBLE SIGMOIDOSCOPY"])
    o = [f"{m('HOSPITAL', c.mk_clinic('gi'))}\n{kind} REPORT"]
    o.append(B.demo(c, style=r.choice([0, 1, 4]), visit_kind="Procedure date"))
    o.append(f"Endoscopist: {c.D(0, 'cred')}\nAnesthesia: MAC by {c.D(1, 'cred', 'CRNA')}\nNurse: {c.D(2, 'cred', 'RN')}\n"
             f"Referring: {c.D(3, 'drfull')}\nRoom: {m('LOCATION_OTHER', 'Endo ' + str(r.randint(1, 8)))}")
    o.append(f"Indication: {r.choice(['screening, average risk', 'iron deficiency anemia', 'surveillance, history of adenomas', 'GERD with dysphagia', 'Crohn disease activity assessment', 'heme-positive stool'])}. "
             f"Last colonoscopy {c.DT(c.rdate(-3650, -1000), r.choice(['year', 'monthyear']))} at {m('HOSPITAL', c.hosp)}.")
    o.append(f"Sedation: propofol {r.randint(120, 380)} mg total. ASA class {r.choice(['II', 'III'])}. Scope in {_t(c)}, cecum reached {_t(c)}, withdrawal time {r.randint(6, 18)} minutes.")
    o.append(f"Prep: {r.choice(neg.EPONYM['gi'])}. Findings: {r.randint(1, 4)} sessile polyps {r.randint(3, 9)}-{r.randint(10, 14)} mm in the ascending colon removed with cold snare; "
             f"{r.choice(['scattered diverticula in sigmoid', 'internal hemorrhoids grade I', 'erythema in antrum, biopsied for H. pylori', 'salmon-colored mucosa 3 cm above GEJ'])}.")
    o.append(f"Specimens: jar A {c.IDN('path')}, jar B {c.IDN('path')}. Tattoo placed with SPOT 2 mL.")
    o.append(f"Impression: {r.choice(neg.DX['gi'])}. Recommendations: {r.choice(neg.MEDS['gi'])}; repeat in {r.choice(['3', '5', '7', '10'])} years pending pathology.")
    o.append(f"Discharged to {c.fam_phrase(0)} at {_t(c)}. Driver's vehicle {c.VEH()} noted per sedation policy." if r.random() < 0.35
             else f"Discharged home with {c.fam_phrase(0)} at {_t(c)}.")
    o.append("Home medications: " + ", ".join(neg.medlist(r, "gi", 4)) + ". " + neg.orders(r, "gi"))
    o.append(f"Pathology results will be sent via {c.url()} or by letter to {c.addr()}.")
    o.append(B.sign(c))
    if r.random() < 0.4:
        o.append(B.cc(c))
    return "\n".join(x.rstrip("\n") for x in o) + "\n"


def pain_procedure(r):
    c = Ctx(r, "pain")
    proc = r.choice(["Lumbar transforaminal epidural steroid injection, L4-L5 left", "Cervical interlaminar ESI C6-C7",
                     "Bilateral L3-L5 medial branch blocks", "Right SI joint injection under fluoroscopy",
                     "Radiofrequency ablation L3, L4, L5 medial branches right", "Spinal cord stimulator trial lead placement"])
    o = [r.choice(["PAIN MANAGEMENT PROCEDURE NOTE", "Interventional Pain Procedure", "PROCEDURE NOTE"])]
    o.append(B.letterhead(c))
    o.append(B.demo(c, visit_kind="Date of procedure"))
    o.append(f"Procedure: {proc}\nPhysician: {c.D(0, 'cred')}\nFluoroscopy tech: {c.D(2, 'cred', 'RT(R)')}\nLocation: {c.room()}")
    o.append(f"History: {c.P(r.choice(['title', 'full', 'first']))} is a {c.A()} with {r.choice(neg.DX['pain'])}, pain {r.randint(5, 9)}/10, "
             f"{r.choice(neg.EPONYM['pain'])}. Failed PT and {r.choice(neg.MEDS['pain'])}.")
    o.append(f"Pre-procedure: BP {r.randint(110, 170)}/{r.randint(60, 95)}, glucose {r.randint(85, 220)}. Anticoagulation held since {c.DT(c.visit.plus(-r.randint(3, 7)), 'wdmd')}." if r.random() < 0.5 else
             f"Pre-procedure: BP {r.randint(110, 170)}/{r.randint(60, 95)}. Apixaban held {c.DT(c.visit.plus(-3), 'md')}-{c.DT(c.visit.plus(1), 'md')}.")
    o.append(f"Technique: prone, sterile prep, 25-gauge 3.5 inch spinal needle; Omnipaque 180 {r.randint(1, 3)} mL with appropriate spread; "
             f"{r.choice(neg.MEDS['pain'][-4:-2])} and lidocaine 1% injected. Fluoro time {r.uniform(0.3, 2.5):.1f} minutes, {r.randint(4, 40)} mGy.")
    if "stimulator" in proc:
        o.append(f"Trial leads: lot {c.DEV()} and {c.DEV()}; external generator SN {c.DEV()}.")
    elif r.random() < 0.3:
        o.append(f"Existing spinal cord stimulator (IPG SN {c.DEV()}) turned off for procedure.")
    o.append(f"Post: pain {r.randint(0, 4)}/10 at {_t(c)}. No complications. Discharged with {c.fam_phrase(0)} driving "
             f"({r.choice(['plate', 'vehicle plate', 'VIN'])} {c.VEH()}).")
    if r.random() < 0.7:
        o.append(f"Controlled substance agreement renewed {c.DT(c.rdate(-30, 0), 'slash')}; PDMP checked at {_t(c)}. Biometric ID {c.BIO()} verified at {m('HOSPITAL', c.pharmacy())}. "
                 f"Prescriber DEA {c.DEA()}.")
    if r.random() < 0.4:
        o.append(f"ID verified with state driver's license {c.LIC()}.")
    o.append("Current medications: " + ", ".join(neg.medlist(r, "pain", 5)) + ". " + neg.orders(r, "pain"))
    o.append(f"Social: {B.social(c)}")
    o.append(B.followup(c))
    o.append(B.sign(c))
    if r.random() < 0.5:
        o.append(B.audit(c))
    return "\n".join(x.rstrip("\n") for x in o) + "\n"


def _salut(c):
    r = c.r
    return r.choice([f"Dear {c.P('title')},", f"Dear {c.P('full')}:", f"Dear {c.P('first')},", f"Dear {c.pt.title()} {m('PATIENT', c.pt.form('full'))},"])


def results_letter(r):
    spec = r.choice(SPECS)
    c = Ctx(r, spec)
    o = [B.letterhead(c, r.choice([0, 2, 4]))]
    o.append(c.DT(c.visit.plus(r.randint(2, 14)), r.choice(["long", "long", "slash", "dmy"])))
    o.append(f"{c.P(r.choice(['full', 'mi']))}\n{c.addr(multiline=True)}")
    if r.random() < 0.5:
        o.append(f"RE: {r.choice(['Test results', 'Your recent results', 'Biopsy results', 'Lab results'])}  DOB {c.DT(c.dob, 'slash')}  MRN {c.MRN()}")
    o.append(_salut(c))
    test = {"derm": "skin biopsy", "eye": "OCT and visual field testing", "ent": "hearing test", "rheum": "blood work",
            "endo": "thyroid biopsy", "gi": "colonoscopy biopsies", "neph": "kidney function tests", "uro": "PSA test",
            "allergy": "allergy blood tests", "pain": "MRI of the lumbar spine"}[spec]
    o.append(f"Thank you for visiting {m('HOSPITAL', c.clinic)} on {c.DT(c.visit, r.choice(['long', 'slash', 'wdlong', 'monthday']))}. "
             f"I am writing with the results of your {test} (accession {c.IDN(r.choice(['acc', 'path', 'lab']))}).")
    o.append(f"Results: {neg.labs(r, spec)}. {r.choice(['These are within the expected range.', 'These show a mild change that we will watch.', 'These need a small change in treatment.'])}")
    o.append(r.choice([f"Please continue {r.choice(neg.MEDS.get(spec, neg.MEDS['derm']))}.",
                       f"We recommend repeating the test in {r.choice(['3 months', '6 months', 'one year'])}.",
                       f"Your pathology showed {r.choice(neg.DX.get(spec, neg.DX['derm'])).split(' (')[0]}; {c.D(0, 'dr')} will discuss treatment."]))
    if r.random() < 0.5:
        o.append(f"A copy has been sent to {c.D(3, 'drfull')} at {m('HOSPITAL', c.pcp_clinic)}.")
    o.append("Your current medication list: " + "; ".join(neg.medlist(r, spec, 3)) + ".")
    o.append(f"If you have questions, call our nurse line at {c.TEL()}, e-mail {c.email(clinic=True)}, or view results at {c.url()}.")
    if r.random() < 0.3:
        o.append(f"Your portal username is {m('USERNAME', c.pt.first.lower()[:3] + c.pt.last.lower().replace(' ', '').replace(chr(39), '')[:5] + str(r.randint(1, 999)))}.")
    o.append(f"Sincerely,\n\n{c.D(0, 'cred')}\n{SPEC_WORD[spec].capitalize()}\n{m('HOSPITAL', c.clinic)}")
    if r.random() < 0.4:
        o.append(f"Account {c.ACCT()} | Billing questions {c.TEL()}")
    return "\n\n".join(x.rstrip("\n") for x in o) + "\n"


def referral_letter(r):
    spec = r.choice(SPECS)
    c = Ctx(r, spec)
    o = [B.letterhead(c, r.choice([0, 1, 2, 4]))]
    o.append(c.DT(c.visit.plus(r.randint(0, 5)), r.choice(["long", "slash", "dmy"])))
    o.append(f"{c.D(3, 'drfull')}\n{m('HOSPITAL', c.pcp_clinic)}\n{c.addr(multiline=True, city=c.mk_city())}\nFax {c.FAX()}")
    o.append(f"RE: {c.P(r.choice(['full', 'up', 'mi']))}, DOB {c.DT(c.dob, r.choice(['slash', 'long', 'nopad']))}")
    o.append(f"Dear {r.choice(['Dr.', 'Dr', 'Doctor'])} {m('DOCTOR', c.docs[3].last)},")
    dx = r.choice(neg.DX.get(spec, neg.DX["derm"]))
    o.append(f"Thank you for referring {c.P(r.choice(['title', 'full']))}, a {c.A()} {r.choice(['patient', 'retired ' + m('PROFESSION', c.job), m('PROFESSION', c.job)])}, "
             f"whom I saw in {SPEC_WORD[spec]} consultation on {c.DT(c.visit, r.choice(['long', 'slash', 'wdlong']))} for {dx.split(' (')[0]}.")
    o.append(f"{c.P(r.choice(['first', 'title']))} reports {r.choice(['symptoms for about a year', 'gradual worsening since the spring', 'no improvement despite treatment'])}. "
             f"{B.social(c)} {B.family_hx(c) if r.random() < 0.5 else ''}".rstrip())
    o.append(f"Examination: {neg.vitals(r)}. {r.choice(neg.EPONYM.get(spec, neg.EPONYM['derm']))}. Labs: {neg.labs(r, spec)}.")
    o.append(f"Impression: {dx}. I have recommended {r.choice(neg.MEDS.get(spec, neg.MEDS['derm']))} and {r.choice(neg.MEDS.get(spec, neg.MEDS['derm']))}.")
    o.append(f"I will see {c.pt_poss().replace('her', 'her').replace('his', 'him')} again {c.DT(c.visit.plus(r.randint(30, 120)), r.choice(['monthday', 'long', 'wdmd']))}. "
             f"Please do not hesitate to contact me at {c.TEL()} or {c.email(c.docs[0])}.")
    o.append("Current medications: " + ", ".join(neg.medlist(r, spec, 4)) + ". " + neg.orders(r, spec))
    o.append(f"With kind regards,\n{c.D(0, 'cred')}\n{m('HOSPITAL', c.clinic)}")
    if r.random() < 0.5:
        o.append(f"Enc: labs {c.DT(c.rdate(-20, -1), 'md')}; cc: {c.P('full')}")
    return "\n\n".join(x.rstrip("\n") for x in o) + "\n"


def telephone_encounter(r):
    spec = r.choice(SPECS)
    c = Ctx(r, spec)
    o = [r.choice(["TELEPHONE ENCOUNTER", "Phone Note", "Nurse Triage Call", "TELEPHONE MESSAGE"])]
    o.append(f"{m('HOSPITAL', c.clinic)} - {SPEC_WORD[spec]}")
    o.append(f"Patient: {c.P(r.choice(['lastfirst', 'up', 'full']))}  MRN {c.MRN()}  DOB {c.DT(c.dob, 'slash')}")
    o.append(f"Call received {c.DT(c.visit, r.choice(['wdslash', 'slash', 'short']))} {_t(c)} from {r.choice(['patient', c.fam_phrase(0)])} at {c.TEL()}.")
    if r.random() < 0.4:
        o.append(f"Identity verified (name, DOB, last 4 of phone). Voice print ID {c.BIO()} matched." if r.random() < 0.5
                 else "Identity verified with two identifiers.")
    msg = {"derm": "rash spreading after starting new cream", "eye": "new floaters and flashes OS since this morning",
           "ent": "ear drainage after tube placement", "rheum": "missed methotrexate dose, asks about restarting",
           "endo": "blood sugars 300s overnight, pump alarm", "gi": "bowel prep questions for colonoscopy",
           "neph": "weight up 2 kg, ankle swelling", "uro": "unable to void since 6 AM", "allergy": "hives after amoxicillin",
           "pain": "requests early refill of oxycodone"}[spec]
    o.append(f"Reason: {msg}. {r.choice(neg.NAMEWORDS[spec]).capitalize()}. Reviewed with {c.D(0, 'dr')}.")
    o.append(r.choice([f"Advice: {r.choice(neg.MEDS[spec])}; call back if worse. Appointment booked {c.DT(c.visit.plus(r.randint(1, 9)), r.choice(['wdmd', 'wd', 'md', 'wdlong']))} at {_t(c)}.",
                       f"Rx sent to {m('HOSPITAL', c.pharmacy())}, {m('STREET', c.street())}, {m('CITY', c.city)}; Rx # {c.IDN('rx')}.",
                       f"Advised to go to {m('HOSPITAL', c.hosp)} emergency department now. {c.P('first')} agreed."]))
    if spec == "endo" and r.random() < 0.7:
        o.append(f"Pump SN {c.DEV()} replacement requested from {m('ORGANIZATION', r.choice(P.DME).format(a=r.choice(P.ORG_A)))}, case {c.IDN('claim')}.")
    if r.random() < 0.3:
        o.append(f"{c.P('first')} also asked for a disability parking form; vehicle plate {c.VEH(False)}.")
    if r.random() < 0.3:
        o.append(f"Work note faxed to {m('ORGANIZATION', c.employer)} HR at {c.FAX()}.")
    o.append("Med list reviewed: " + ", ".join(neg.medlist(r, spec, 3)) + ".")
    o.append(f"Call ended {_t(c)}. {c.D(2, 'cred', r.choice(['RN', 'LPN', 'MA']))}")
    if r.random() < 0.6:
        o.append(B.audit(c))
    return "\n".join(x.rstrip("\n") for x in o) + "\n"


def prior_auth_letter(r):
    spec = r.choice(["derm", "rheum", "endo", "gi", "allergy", "eye", "neph", "pain"])
    c = Ctx(r, spec)
    drug = r.choice(neg.MEDS[spec])
    o = [B.letterhead(c, r.choice([0, 2]))]
    o.append(f"{c.DT(c.visit, r.choice(['long', 'slash']))}\n\nTo: {m('ORGANIZATION', c.insurer)} Pharmacy Prior Authorization Department\nFax: {c.FAX()}")
    o.append(r.choice(["LETTER OF MEDICAL NECESSITY", "Prior Authorization Request / Appeal", "RE: Request for coverage"]))
    o.append(f"Patient: {c.P('full')}\nDate of birth: {c.DT(c.dob, 'slash')}\nMember ID: {c.HP()}\nGroup #: {c.HP()}\n"
             f"Reference #: {c.IDN('pa')}" + (f"\nSSN: {c.SSN()}" if r.random() < 0.3 else ""))
    o.append(f"To whom it may concern,\nI am writing on behalf of my patient, {c.P(r.choice(['title', 'full']))}, a {c.A()} {m('PROFESSION', c.job)}, "
             f"to request coverage of {drug} for {r.choice(neg.DX[spec])}.")
    tried = r.sample(neg.MEDS[spec], 2)
    o.append(f"{c.P('title')} has tried {tried[0]} from {c.DT(c.rdate(-900, -400), 'mmyyyy')} to {c.DT(c.rdate(-380, -200), 'mmyyyy')} "
             f"and {tried[1]} since {c.DT(c.rdate(-190, -60), r.choice(['monthyear', 'mon3year']))} without adequate response. Most recent labs: {neg.labs(r, spec)}.")
    o.append(f"The denial dated {c.DT(c.rdate(-20, -2), r.choice(['slash', 'long']))} (claim {c.IDN('claim')}) cited step therapy. "
             f"Missing work at {m('ORGANIZATION', c.employer)} has been a major burden.")
    o.append("Other current medications: " + ", ".join(neg.medlist(r, spec, 4)) + ". " + neg.orders(r, spec))
    o.append(f"Please contact my office at {c.TEL()} (fax {c.FAX()}) with questions.")
    o.append(f"Sincerely,\n{c.D(0, 'cred')}\nNPI: {c.NPI()}" + (f"  State license: {c.LIC()}" if r.random() < 0.5 else "") +
             f"\n{m('HOSPITAL', c.clinic)}, {c.addr()}")
    return "\n\n".join(x.rstrip("\n") for x in o) + "\n"


GENRES_B = {
    "dermatology_procedure": derm_procedure,
    "gi_endoscopy_report": gi_procedure,
    "pain_procedure": pain_procedure,
    "results_letter": results_letter,
    "referral_response_letter": referral_letter,
    "telephone_encounter": telephone_encounter,
    "prior_authorization_letter": prior_auth_letter,
}
