"""Palliative care notes and hospice admissions."""
import fmt
import clin
from blocks import (D, off, A, PH, aP, exam2, faith_of, extras, tpair, H, ORG, tm, maybe, pick, dr, hist, sx_lines, obs, addr, inst_addr, id_pairs,
                    sig, audit, team_contact, social, medlist, goals, device_line, vehicle_line, bio_line, fam_name)
from doc import P

PRESENT = ["uncontrolled pain", "increasing breathlessness", "a fall at home", "vomiting and poor oral intake",
           "new confusion", "hypercalcaemia", "a chest infection", "reduced mobility and carer strain",
           "a blocked biliary stent", "worsening leg swelling"]
REASON = ["symptom management", "goals of care discussion", "pain control", "end-of-life care planning",
          "transition to hospice", "nausea and vomiting", "breathlessness management", "family support"]
SERVICE = ["Hospital Medicine", "Oncology", "Cardiology", "Respiratory", "Care of the Elderly", "Gastroenterology",
           "Nephrology", "Neurology", "Acute Medicine", "General Medicine"]


def _hdr_ids(d, c, sep="   "):
    for lab, val in id_pairs(c):
        d.w("{l}: {v}{s}", l=lab, v=val, s=sep)


# ---------------------------------------------------------------------------
def pal_consult(d, c):
    R, loc = c.R, c.loc
    d.w("{hosp}\n")
    if maybe(c, 0.5):
        d.w("{w} - ", w=pick(c, ["Department of Palliative Medicine", "Supportive and Palliative Care Team",
                                 "Hospital Palliative Care Service"]))
        d.add(inst_addr(c))
        d.w("\n")
    d.w(pick(c, ["PALLIATIVE CARE CONSULTATION", "Palliative Medicine Consult Note", "INPATIENT PALLIATIVE CARE CONSULT",
                 "Specialist Palliative Care - Initial Assessment"]) + "\n\n")
    d.w("Patient: {n}\n", n=c.pt.n(pick(c, ["caps", "lf", "lfmi", "capsfull"])))
    d.w("DOB: {dob} ({age} {y} {sx})\n", y=pick(c, ["y.o.", "yrs", "years", "yo"]), sx=c["sex"])
    _hdr_ids(d, c)
    d.w("\nAdmitted: {a}   Location: {ward}, {rl} {room}\n", a=D(c, c.adm), rl=pick(c, ["Room", "Rm", "Bed"]))
    d.w("Date of service: {d}\n", d=D(c, c.d0, pick(c, ["num", "num", "wd"])))
    d.w("Requesting clinician: {dr}{n} ({svc})\n", dr=dr(c) + " ", n=c.doc2.n(pick(c, ["last", "full", "finit"])), svc=pick(c, SERVICE))
    d.w("Seen with: {n}, {cr}\n\n", n=c.nurse.n("full"), cr=c.nurse.cred)
    d.w("Reason for consult: {r}.\n\n", r=pick(c, REASON))
    t, kw = hist(c)
    d.w("HPI: {PT} is a {age}-year-old {man} with {dxl}, " + t + ". ", **kw)
    d.w("Admitted {a} with {p}. ", a=D(c, c.adm, pick(c, ["num", "md", "wdshort"])), p=pick(c, PRESENT))
    for s in sx_lines(c):
        d.w(s + " ")
    d.w("\n\nPast medical history: {x}.\n", x=", ".join(c.comorb))
    d.w("\nCurrent medications:\n")
    medlist(d, c)
    d.w("Allergies: {a}\n\n", a=pick(c, clin.ALLERGY))
    social(d, c)
    d.w("\nExamination: {o}. {e} {e2}\n", o=obs(c), e=exam2(c)[0], e2=exam2(c)[1])
    d.w("Function: {s}\n\n", s=c["score"])
    d.w("Assessment and recommendations:\n")
    plans = c.R.sample(clin.PLAN_PAL, 4)
    for i, p in enumerate(plans, 1):
        d.w("{i}. {p}\n", i=str(i), p=p)
    d.w("{i}. Follow-up: palliative team will review again on {f}.\n", i=str(len(plans) + 1), f=D(c, off(c, R.randint(1, 3)), pick(c, ["num", "wdname", "md"])))
    d.w("\n")
    goals(d, c)
    if maybe(c, 0.3):
        device_line(d, c)
    extras(d, c, 0.55)
    d.w("\nDiscussed with {rel} {n} by telephone ({ph}). ", rel=c.nok.rel, n=c.nok.n(pick(c, ["full", "first"])), ph=PH(c.nok.phone))
    d.w("Thank you for involving us; we will continue to follow.\n")
    sig(d, c, c.doc, pick(c, ["block", "esig"]))
    if maybe(c, 0.45):
        audit(d, c, c.doc)


# ---------------------------------------------------------------------------
def pal_letter(d, c):
    R, loc = c.R, c.loc
    svc = pick(c, [c.hospice, c.hosp])
    d.w("{s}\n", s=H(svc))
    d.w(pick(c, ["Specialist Palliative Care Outpatients", "Community Specialist Palliative Care Team",
                 "Palliative Medicine Clinic", "Supportive Care Clinic"]) + "\n")
    d.add(inst_addr(c, oneline=False))
    d.w("\n")
    team_contact(d, c)
    if maybe(c, 0.4):
        d.w("Web: {u}\n", u=P(f"www.{c.hdom}", "URL"))
    d.w("\nOur ref: {r}    Clinic date: {cd}\nTyped: {td}\n\n", r=P(c.ref, "IDNUM"), cd=D(c, c.d0), td=D(c, off(c, R.randint(1, 6))))
    gp = c.gp
    d.w("{dr}{n}\n{pr}\n", dr=dr(c) + " ", n=gp.n(pick(c, ["full", "finit"])), pr=H(c.practice))
    d.add(inst_addr(c, oneline=False))
    d.w("\n\nDear {dr}{n},\n\n", dr=dr(c) + " ", n=gp.n("last"))
    d.w("Re: {T} {n}, DOB {dob}", T=c.title, n=c.pt.n(pick(c, ["full", "fmi"])))
    for lab, val in id_pairs(c):
        d.w(", {l} {v}", l=lab, v=val)
    d.w("\n")
    d.add(addr(c))
    d.w("\n\nDiagnosis: {x}\nOther problems: {y}\n\n", x=c["dxl"], y="; ".join(c.comorb))
    accomp = c.nok
    d.w("Thank you for referring this {age}-year-old {gent}, whom I saw in clinic today accompanied by {his} {rel} {fn}. ",
        rel=accomp.rel,
        fn=accomp.n(pick(c, ["first", "full"])))
    t, kw = hist(c)
    d.w("By way of background: {dxs} - " + t + ".\n\n", **kw)
    d.w(pick(c, ["On questioning today: ", "{PT} described the following. ", "Symptom review: "]))
    for s in sx_lines(c):
        d.w(s + " ")
    d.w("{He} is {func}. ", func=pick(c, ["still managing stairs with help", "now spending most of the day in bed",
                                           "able to walk short distances with a frame", "housebound"]))
    if maybe(c, 0.5):
        d.w("{He} worked for many years as {pr} and remains {x}. ", pr=aP(c.prof, "PROFESSION"),
            x=pick(c, ["very independent", "keen to stay at home", "practical about the future"]))
    d.w("\n\nOn examination {e} {o}.\n\n", e=pick(c, clin.EXAM).lower(), o=obs(c))
    d.w("Current medication:\n")
    medlist(d, c, pick(c, ["dash", "num"]))
    d.w("\nWe discussed the future. " + pick(c, [
        "{PT} understands that the illness is not curable and that time is likely to be short. ",
        "{He} asked direct questions about prognosis and I was honest that we are likely talking of weeks to months. ",
        "The family had not previously heard that treatment had stopped and this was a difficult conversation. "]))
    d.w("{He} would like to be cared for at {p}. {code}.\n\n", p=pick(c, ["home", "home for as long as possible",
                                                                          "the hospice when the time comes"]), code=c["dnr"])
    d.w("Plan:\n")
    for p in R.sample(clin.PLAN_PAL, 3):
        d.w("- {p}\n", p=p)
    d.w("- Our community nurse {n} will visit on {f}", n=c.nurse.n("full"), f=D(c, c.fu, pick(c, ["long", "num", "wd"])))
    d.w(" (contact {ph}).\n", ph=PH(fmt.phone(R, loc, "land")))
    if maybe(c, 0.35):
        vehicle_line(d, c)
    extras(d, c, 0.55)
    d.w("\nPlease do not hesitate to contact me if there are any concerns.\n")
    sig(d, c, c.doc, "letter")
    d.w("\ncc: {T} {n}, ", T=c.title, n=c.pt.n(pick(c, ["full", "finit"])))
    d.add(addr(c))
    d.w("\ncc: {nt}\n", nt=H(c.nursteam))
    if maybe(c, 0.6):
        d.w("\n{a}/{b}\n", a=c.doc.n("initnd"), b=c.typist.n("initlow"))


# ---------------------------------------------------------------------------
def pal_progress(d, c):
    R, loc = c.R, c.loc
    when = D(c, c.d0, pick(c, ["wd", "wdshort", "num", "dmon"]))
    d.w("Palliative Care Progress Note - {ward}, {hosp}\n{w} {t}\n", w=when, t=tm(c))
    d.w("Pt: {n} | {i} | {a}{s} | Bed {b}\n", n=c.pt.n(pick(c, ["full", "lf", "caps"])), i=id_pairs(c)[0][1], a=A(c.age),
        s=c["sex"], b=P(c.bed, "LOCATION_OTHER"))
    d.w("Day {n} of admission (adm {a}). {sc}\n\n", n=str((c.d0 - c.adm).days + 1), a=D(c, c.adm, pick(c, ["md", "num"])), sc=c["score"])
    d.w("S: ")
    for s in sx_lines(c):
        d.w(s + " ")
    d.w("{x}\n", x=pick(c, ["Slept better overnight.", "Family at bedside.", "Says 'I just want to go home'.",
                             "Nursing staff report good effect from PRNs."]))
    d.w("O: {o}. {e}\n", o=obs(c), e=pick(c, clin.EXAM))
    d.w("   PRN use last 24 h: {n} doses. Bowels: {b}.\n", n=str(R.randint(0, 6)), b=pick(c, ["open yesterday", "not open x3 days", "loose x2"]))
    d.w("A: {dxs}; {x}.\n", x=pick(c, ["symptoms improving", "deteriorating, likely last days to weeks",
                                         "stable, awaiting discharge planning", "ongoing nausea, cause likely multifactorial"]))
    d.w("P:\n")
    for p in R.sample(clin.PLAN_PAL, 3):
        d.w(" - {p}\n", p=p)
    f = c.nok
    d.w(" - Updated {rel} {n} on the phone ({ph}) at {t}.\n", rel=pick(c, [f.rel, f.rel]), n=f.n(pick(c, ["first", "full", "lower"])),
        ph=PH(f.phone), t=tm(c))
    if maybe(c, 0.5):
        d.w(" - For MDT on {m}.\n", m=D(c, off(c, R.randint(1, 6)), pick(c, ["wdname", "wdshort", "num"])))
    if maybe(c, 0.25):
        d.w(" - ")
        device_line(d, c)
    d.w("\nMedication changes (24 h): {x}\n", x=pick(c, [
        "regular opioid increased by 30%; PRN dose adjusted to one-sixth of the 24 h total",
        "oral medicines converted to 24 h subcutaneous infusion", "haloperidol 1.5 mg added at night for nausea",
        "dexamethasone reduced", "nil"]))
    d.w("Psychosocial/spiritual: {x}\n", x=pick(c, [
        ["seen by chaplain ", c.chap.n("full"), "; family would like a blessing"],
        ["social worker ", c.sw.n("full"), " meeting family ", D(c, off(c, 1), pick(c, ["wdname", "md", "num"]))],
        [c.nok.rel, " struggling; carer support leaflet given"], "patient calm, no spiritual concerns voiced"]))
    d.w("Discharge planning: {x}\n", x=pick(c, ["not appropriate at present", ["referral to ", H(c.hospice), " sent"],
                                                  "fast-track home being explored", ["awaiting bed at ", H(c.carehome)]]))
    d.w("\n{n} {cr}, {role}", n=c.nurse.n(pick(c, ["full", "firstinit"])), cr=c.nurse.cred,
        role=pick(c, ["CNC Palliative Care", "Palliative CNS", "Palliative Care Nurse Specialist"]))
    d.w(" / {dr}{n}", dr=dr(c) + " ", n=c.doc.n(pick(c, ["last", "full"])))
    if loc in ("US", "CA"):
        d.w(" - pager {p}\n", p=PH(fmt.pager(R, loc)))
    else:
        d.w(" - ext {p}\n", p=PH(str(R.randint(2000, 8999))))
    if maybe(c, 0.4):
        audit(d, c, c.nurse, c.doc)


# ---------------------------------------------------------------------------
def pal_mdt(d, c):
    R, loc = c.R, c.loc
    d.w("{org} - Specialist Palliative Care MDT\nMeeting date: {d}\n\n", org=H(pick(c, [c.hospice, c.hosp])),
        d=D(c, c.d0, pick(c, ["long", "wd", "num"])))
    d.w("| Field | Detail |\n|---|---|\n")
    d.w("| Name | {n} |\n", n=c.pt.n(pick(c, ["full", "lf"])))
    d.w("| DOB / age | {dob} / {age} |\n")
    for lab, val in id_pairs(c, rich=maybe(c, 0.4)):
        d.w("| {l} | {v} |\n", l=lab, v=val)
    d.w("| Address | ")
    d.add(addr(c))
    d.w(" |\n| GP | {dr}{n}, {p} |\n", dr=dr(c) + " ", n=c.gp.n(pick(c, ["full", "finit"])), p=H(c.practice))
    d.w("| Key worker | {n} |\n", n=c.nurse.n("full"))
    d.w("| Diagnosis | {x} |\n", x=c["dxs"])
    d.w("| Place | {w} |\n", w=pick(c, [H(c.ward), H(c.hosp), "home", H(c.carehome)]))
    d.w("| Referral received | {d} |\n\n", d=D(c, off(c, -R.randint(3, 30))))
    d.w("Presented by {n}. ", n=c.nurse2.n(pick(c, ["full", "first"])))
    t, kw = hist(c)
    d.w("Background: " + t + ". ", **kw)
    for s in sx_lines(c)[:2]:
        d.w(s + " ")
    d.w("\n\nDiscussion: {x}\n", x=pick(c, [
        "Team agreed symptom burden is high and a hospice admission for symptom control would be appropriate.",
        "Family struggling with care at night; consider respite and increased package of care.",
        "Rapid deterioration over the last fortnight; fast-track funding application supported.",
        "Stable; to be discharged from active caseload with open access to the team."]))
    d.w("Present: {a} (chair), {b}, {cc}, {dd}.\n", a=[dr(c) + " ", c.doc.n("full")], b=c.nurse.n("full"),
        cc=[c.sw.n("full"), " (social work)"], dd=[c.chap.n("full"), " (chaplaincy)"])
    d.w("\nActions:\n")
    d.w("1. {n} to contact {rel} {fn} on {ph} re: plan - by {d}.\n", n=c.nurse.n("first"), rel=c.nok.rel,
        fn=c.nok.n(pick(c, ["full", "first"])), ph=PH(c.nok.phone), d=D(c, off(c, 2), pick(c, ["num", "md", "wdname"])))
    d.w("2. {x}\n", x=pick(c, clin.PLAN_PAL))
    d.w("3. Re-discuss at MDT on {d}.\n", d=D(c, off(c, 7), pick(c, ["num", "long"])))
    if maybe(c, 0.3):
        d.w("4. Bereavement risk assessment: {x}; {rel} is {ag}.\n", x=pick(c, ["high", "moderate"]), rel=c.nok.rel,
            ag=[A(c.nok.age), " and lives alone" if maybe(c, 0.5) else " with limited support"])
    d.w("\nMinutes taken by {n}.\n", n=c.typist.n(pick(c, ["full", "firstinit"])))


# ===========================================================================
# Hospice admissions
# ===========================================================================
def hos_us(d, c):
    R, loc = c.R, c.loc
    d.w("{h}\n", h=H(c.hospice))
    d.add(inst_addr(c))
    d.w("  |  ")
    team_contact(d, c, "Main")
    d.w("\n" + pick(c, ["HOSPICE ADMISSION - INITIAL COMPREHENSIVE ASSESSMENT", "Hospice Admission Nursing Assessment",
                        "ADMISSION / START OF CARE"]) + "\n\n")
    d.w("Patient name: {n}\nDOB: {dob}   Age: {age}   Sex: {s}\n", n=c.pt.n(pick(c, ["caps", "lfmi", "full"])), s=c["sexw"])
    d.w("Address: ")
    d.add(addr(c))
    d.w("\nPhone: {h} (home)   {m} ({mob})\n", h=PH(c.ph_home), m=PH(c.ph_mob), mob="cell" if loc in ("US", "CA") else "mobile")
    d.w("Admission date: {a}   Time: {t}\n", a=D(c, c.d0), t=tm(c))
    if loc == "US":
        d.w("Benefit period: {b}   Level of care: {l}\n", b=pick(c, ["1 (90 days)", "2 (90 days)", "3 (60 days)"]),
            l=pick(c, ["Routine Home Care", "General Inpatient", "Continuous Home Care"]))
    d.w("MRN: {m}   ", m=P(c.mrn, "MRN"))
    d.w("{l}: {v}\n", l=c.hp[0], v=P(c.hp[1], "HEALTHPLAN"))
    if c.hp2:
        d.w("Secondary: {l} {v}", l=c.hp2[0], v=P(c.hp2[1], "HEALTHPLAN"))
        if maybe(c, 0.5):
            d.w(" Group {g}", g=P(str(R.randint(100000, 999999)), "HEALTHPLAN"))
        d.w("\n")
    if maybe(c, 0.55):
        d.w("{l}: {v}\n", l="SSN" if loc == "US" else ("SIN" if loc == "CA" else "Tax file no."), v=P(c.ssn, "SSN"))
    d.w("Attending physician: {dr}{n}, {cr}", dr=dr(c) + " ", n=c.gp.n("full"), cr=c.gp.cred)
    lab, val = c.gp.lic
    d.w("  {l} {v}\n", l=lab, v=P(val, "LICENSE"))
    d.w("Hospice medical director: {dr}{n}\n", dr=dr(c) + " ", n=c.doc.n(pick(c, ["full", "finit"])))
    d.w("Referral source: {h}; referral received {d}, ref # {r}\n", h=H(c.hosp), d=D(c, off(c, -R.randint(1, 5))), r=P(c.ref, "IDNUM"))
    d.w("\nTerminal diagnosis: {x}\nRelated conditions: {y}\nCode status: {z}", x=c["dxl"], y=", ".join(c.comorb[:2]), z=c["dnr"])
    if "discussion" not in c["dnr"] and maybe(c, 0.6):
        d.w(" - signed {d}", d=D(c, off(c, -R.randint(0, 40))))
    d.w("\n\n")
    cg = c.nok
    d.w("Primary caregiver: {n} ({rel}), {ph}", n=cg.n("full"), rel=cg.rel, ph=PH(cg.phone))
    if maybe(c, 0.4):
        d.w(", {e}", e=P(cg.email, "EMAIL"))
    d.w("\n")
    if maybe(c, 0.6):
        d.w("Caregiver age/health: {a}, {h}\n", a=A(cg.age), h=pick(c, ["well", "has own health problems (knee replacement)",
                                                                       "works full time", "frail"]))
    d.w("Pharmacy: {p}, {ph}\n", p=H(c.pharmacy), ph=PH(fmt.phone(R, loc, "land")))
    d.w("Funeral home: {f}\n", f=ORG(c.funeral) if maybe(c, 0.75) else "not yet chosen")
    d.w("DME: ")
    device_line(d, c)
    d.w("\nNarrative: {PT} is a {age} {y} {man} admitted to hospice services at home today. ", y=pick(c, ["y/o", "yo", "year old"]))
    t, kw = hist(c)
    d.w(t[0].upper() + t[1:] + ". ", **kw)
    for s in sx_lines(c):
        d.w(s + " ")
    d.w("\n{o}. {e}\n", o=obs(c), e=pick(c, clin.EXAM))
    d.w("{sc}. Weight loss and declining function support a prognosis of 6 months or less.\n\n", sc=c["score"])
    d.w("Medication profile reconciled with {p}:\n", p=H(c.pharmacy))
    medlist(d, c, "dash")
    d.w("Comfort kit ordered: morphine 20 mg/mL, lorazepam 1 mg, haloperidol 1 mg, atropine 1% drops, bisacodyl supp.\n\n")
    social(d, c, "bullets")
    extras(d, c, 0.55)
    d.w("\nPlan of care: RN visits {f}; aide {a}; social worker {s} to visit within 5 days; chaplain offered.\n",
        f=pick(c, ["2x/week", "3x/week", "weekly"]), a=pick(c, ["3x/week", "2x/week"]), s=c.sw.n("full"))
    d.w("Next visit {d}.\n", d=D(c, off(c, R.randint(2, 4)), pick(c, ["num", "wdshort"])))
    if maybe(c, 0.2):
        bio_line(d, c)
    sig(d, c, c.nurse, pick(c, ["block", "esig"]))
    if maybe(c, 0.5):
        audit(d, c, c.nurse)


def hos_ipu(d, c):
    R, loc = c.R, c.loc
    d.w("{h} - Inpatient Unit\n", h=H(c.hospice))
    d.w(pick(c, ["MEDICAL ADMISSION CLERKING", "Admission to IPU", "ADMISSION NOTE"]) + "\n\n")
    d.w("Name: {n}    DOB: {dob}    Age: {age}\n", n=c.pt.n(pick(c, ["full", "caps", "fmi"])))
    for lab, val in id_pairs(c, rich=maybe(c, 0.4)):
        d.w("{l}: {v}    ", l=lab, v=val)
    d.w("\nAddress: ")
    d.add(addr(c))
    d.w("\nAdmitted: {a} at {t} from {src}\nRoom: {r}\n", a=D(c, c.d0, pick(c, ["num", "wd"])), t=tm(c),
        src=pick(c, [[H(c.hosp), " (", H(c.ward), ")"], "home", [H(c.carehome)]]), r=P(c.room, "LOCATION_OTHER"))
    d.w("Referred by: {dr}{n}, {who}\n", dr=dr(c) + " ", n=c.doc2.n(pick(c, ["full", "finit"])),
        who=pick(c, ["hospital palliative care team", "oncology", "GP", "community palliative CNS"]))
    d.w("GP: {dr}{n}, {p}, tel {ph}\n", dr=dr(c) + " ", n=c.gp.n(pick(c, ["full", "finit", "last"])), p=H(c.practice),
        ph=PH(fmt.phone(R, loc, "land")))
    nok = c.nok
    d.w("NOK: {n} ({rel}) {ph}\n\n", n=nok.n(pick(c, ["full", "lf"])), rel=nok.rel, ph=PH(nok.phone))
    d.w("PC: {p}\n", p=pick(c, PRESENT + ["end-of-life care", "respite and symptom review"]))
    t, kw = hist(c)
    d.w("HPC: {age}{s} with {dxs}; " + t + ". ", s=pick(c, [c["sex"], " " + c["sexw"]]), **kw)
    for s in sx_lines(c):
        d.w(s + " ")
    d.w("\nPMH: {x}\n", x="; ".join(c.comorb))
    d.w("DH:\n")
    medlist(d, c, pick(c, ["dash", "num", "inline"]))
    d.w("Allergies: {a}\n", a=pick(c, clin.ALLERGY))
    d.w("SH: ")
    sp = c.spouse
    if sp and sp.alive:
        d.w("lives with {rel} {n}; ", rel=sp.rel, n=sp.n(pick(c, ["first", "full"])))
    else:
        d.w("lives alone; ")
    d.w("retired {pr}; ", pr=P(c.prof, "PROFESSION"))
    for f in [x for x in c.fam if x is not sp][:2]:
        d.w("{rel} {n} in {t}; ", rel=f.rel, n=f.n(pick(c, ["first", "full"])), t=P(f.town, "CITY"))
    d.w("{x}\n", x=pick(c, ["package of care QDS prior.", "independent until 2/52 ago.", "fiercely independent.",
                             "carers x2 BD."]))
    d.w("\nO/E: {o}\n{e} {e2}\n", o=obs(c), e=exam2(c)[0], e2=exam2(c)[1])
    extras(d, c, 0.55)
    d.w("\nImpression: {x}\n", x=pick(c, ["Likely entering last days of life.", "Uncontrolled pain, opioid-responsive.",
                                         "Terminal agitation, exclude urinary retention.", "Symptom control and family respite."]))
    d.w("Plan:\n")
    for p in R.sample(clin.PLAN_PAL, 4):
        d.w("- {p}\n", p=p)
    d.w("- {c}\n", c=c["dnr"])
    if maybe(c, 0.3):
        d.w("- ")
        device_line(d, c)
    if maybe(c, 0.2):
        d.w("- ")
        bio_line(d, c)
    d.w("- Family aware; {rel} {n} staying overnight in the family room.\n", rel=nok.rel, n=nok.n("first"))
    sig(d, c, c.doc, pick(c, ["block", "line"]))


def hos_checklist(d, c):
    R, loc = c.R, c.loc
    d.w("{h}\n{t}\n\n", h=H(c.hospice), t=pick(c, ["Admission Checklist and Nursing Assessment", "HOSPICE ADMISSION RECORD",
                                                   "Nursing admission - hospice"]))
    rows = [
        ("Resident / patient", c.pt.n(pick(c, ["full", "lf"]))),
        ("Preferred name", c.pt.n("nick") if c.pt.nick else c.pt.n("first")),
        ("Date of birth", c["dob"]),
        ("Age", A(c.age)),
    ]
    for lab, val in id_pairs(c, rich=True):
        rows.append((lab, val))
    rows += [
        ("Admission date", D(c, c.d0, pick(c, ["num", "long"]))),
        ("Room", P(c.room, "LOCATION_OTHER")),
        ("Admitted from", [H(c.hosp)] if maybe(c, 0.6) else ["Home, ", P(c.town, "CITY")]),
        ({"US": "PCP", "CA": "Family physician"}.get(loc, "GP"), [dr(c) + " ", c.gp.n("full"), ", ", H(c.practice)]),
        ("Consultant", [dr(c) + " ", c.doc.n(pick(c, ["full", "last"]))]),
        ("NOK", [c.nok.n("full"), " (", c.nok.rel, ") ", PH(c.nok.phone)]),
        ("Second contact", [c.fam[-1].n("full"), " (", c.fam[-1].rel, ") ", PH(c.fam[-1].phone)]),
        ("Religion / cultural needs", pick(c, [[faith_of(c)[0], " - visits from ", ORG(c.church)], "None stated",
                                              [faith_of(c)[0], " - nil specific"]])),
        ("Diagnosis", c["dxs"]),
        ("Resuscitation status", c["dnr"]),
        ("Allergies", pick(c, clin.ALLERGY)),
        ("Pressure risk", pick(c, ["Waterlow 18 (high)", "Braden 12 (high)", "Waterlow 12 (at risk)", "PURPOSE-T: at risk"])),
        ("Falls risk", pick(c, ["high - low bed and crash mats", "moderate", "high, sensor mat"])),
        ("Valuables", pick(c, ["wedding ring only", "none retained", "watch and phone, signed for"])),
    ]
    d.w("| Item | Detail |\n|---|---|\n")
    for k, v in rows:
        d.w("| {k} | ", k=k)
        d.add(v)
        d.w(" |\n")
    d.w("\nNursing narrative ({d} {t}): ", d=D(c, c.d0, pick(c, ["num", "md"])), t=tm(c))
    d.w("{PT} arrived by {how} accompanied by {rel} {n}. ", how=pick(c, ["ambulance", "patient transport", "family car"]),
        rel=c.nok.rel, n=c.nok.n(pick(c, ["first", "full"])))
    for s in sx_lines(c):
        d.w(s + " ")
    d.w("Settled in room {r}. {x}\n", r=P(c.room, "LOCATION_OTHER"), x=pick(c, [
        "Family orientated to the unit and given the door code.", "Drug chart rewritten and reconciled.",
        "Oral care and repositioning completed.", "Syringe driver to continue as prescribed."]))
    if maybe(c, 0.35):
        device_line(d, c)
    if maybe(c, 0.3):
        bio_line(d, c)
    if maybe(c, 0.3):
        vehicle_line(d, c)
    extras(d, c, 0.55)
    d.w("\nAdmitting nurse: {n}, {cr}", n=c.nurse.n("full"), cr=c.nurse.cred)
    lab, val = c.nurse.lic
    d.w(" ({l} {v})\nSecond checker: {n2}\n", l=lab, v=P(val, "LICENSE"), n2=c.nurse2.n(pick(c, ["full", "firstinit", "initnd"])))
    if maybe(c, 0.5):
        audit(d, c, c.nurse)


LAYOUTS_PAL = [pal_consult, pal_letter, pal_progress, pal_mdt]
LAYOUTS_HOS = [hos_us, hos_ipu, hos_checklist]


# ---------------------------------------------------------------------------
def dictation(d, c):
    """Transcribed dictation, lightly formatted, as returned by a transcription service."""
    R, loc = c.R, c.loc
    author = c.doc if c.genre != "home_visit" else pick(c, [c.gp, c.doc])
    kind = {"palliative_care": "palliative care follow-up", "home_visit": "home visit",
            "hospice_admission": "hospice admission"}.get(c.genre, "review")
    d.w("{st}\n", st=pick(c, ["DICTATED BUT NOT READ", "*** PRELIMINARY - AWAITING AUTHENTICATION ***", "TRANSCRIBED REPORT"]))
    t1, t2 = tpair(c)
    d.w("Job no.: {j}   Dictated: {d1} {t1}   Transcribed: {d2} {t2}\n", j=P(fmt.idnum(R, "order"), "IDNUM"), d1=D(c, c.d0),
        t1=t1, d2=D(c, off(c, R.randint(0, 2))), t2=t2)
    d.w("Author: {dr}{n}   Location: {h}\n\n", dr=dr(c) + " ", n=author.n("full"),
        h=H(c.practice if author is c.gp else pick(c, [c.hosp, c.hospice])))
    d.w("This is {dr}{n} dictating a {k} on {T} {last}, first name {first}, date of birth {dob}, ", dr=dr(c) + " ",
        n=author.n(pick(c, ["full", "last"])), k=kind, T=c.title, last=c.pt.n("last"), first=c.pt.n("first"),
        dob=D(c, c.dob, pick(c, ["long", "num"])))
    lab, val = id_pairs(c)[0]
    d.w("{l} {v}. Date of {k2} {dd}.\n\n", l=lab, v=val, k2="visit" if c.genre == "home_visit" else "review",
        dd=D(c, c.d0, pick(c, ["long", "wd"])))
    d.w("{PT} is a {age}-year-old {man} ")
    if c.genre == "home_visit":
        d.w("whom I saw at home at ")
        d.add(addr(c))
        d.w(". ")
    else:
        d.w("known to our service. ")
    t, kw = hist(c)
    d.w("{He} has {dxl}; " + t + ".\n\n", **kw)
    d.w("Today ")
    sx = sx_lines(c)
    d.w(sx[0][0].lower() + sx[0][1:] + " ")
    for s in sx[1:]:
        d.w(s + " ")
    f = c.nok
    d.w("{His} {rel} {n}, who was present, {x}.\n\n", rel=f.rel, n=f.n(pick(c, ["first", "full"])), x=pick(c, [
        "feels things have changed a lot in the last week", "is managing but exhausted", "had a number of questions about what to expect",
        "wanted to know whether {he} should still be taking all the tablets".replace("{he}", "she" if c.fem else "he")]))
    d.w("On examination {e} {o}.\n\n", e=exam2(c)[0].lower(), o=obs(c))
    extras(d, c, 0.55)
    d.w("\nImpression and plan. ")
    for p in R.sample(clin.PLAN_PAL, 3):
        d.w(p + " ")
    d.w("{z}. I will review again on {f}.\n\n", z=c["dnr"], f=D(c, c.fu, pick(c, ["long", "wd", "num"])))
    d.w("Please copy to {dr}{g} at {p}", dr=dr(c) + " ", g=c.gp.n("full") if author is not c.gp else c.doc.n("full"),
        p=H(c.practice) if author is not c.gp else H(c.hospice))
    if maybe(c, 0.5):
        d.w(" and to the {t}", t=H(c.nursteam))
    d.w(". End of dictation.\n\n")
    d.w("{a}/{b}\n", a=author.n("initnd"), b=c.typist.n("initlow"))
    if maybe(c, 0.4):
        d.w("cc: {rel} {n}, ", rel=f.rel, n=f.n("full"))
        d.add(addr(c))
        d.w("\n")
