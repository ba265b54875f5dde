"""Genres: progress report to insurer, naturopathic prescription."""
import datetime as dt

import pools as PL
import phi
import case as CS
import clinical as CL
from textutil import Doc, P
from common import (D, H, ptn, drn, gpn, famn, addr, age, job, letterhead, pt_header, sign, mod_word, rel_ref, pron, cap,
                    job_phrase, job_np, money, fam_age, an, MOD_NOUN)


def _payer(rng, c):
    """Returns (kind, payer pieces, payer name or None)."""
    co = c.country
    kinds = {"US": ["work", "motor", "health"], "UK": ["motor", "health", "solicitor"], "AU": ["work", "motor", "health"],
             "CA": ["motor", "health", "work"], "NZ": ["acc", "acc", "health"]}[co]
    k = rng.choice(kinds)
    if k == "motor":
        name = rng.choice(PL.MOTOR_INSURERS[co])
    elif k == "solicitor":
        name = rng.choice(PL.LAW_FIRMS)
    elif k == "work":
        name = rng.choice(["Keystone Casualty", "Pinecrest Assurance"]) if co == "US" else rng.choice(PL.INSURERS[co])
    elif k == "acc":
        return k, ["ACC"], None
    else:
        name = c.insurer
    return k, [P("ORGANIZATION", name)], name


def insurer_report(rng, country):
    mod = rng.choice(["chiro", "chiro", "osteo", "osteo", "massage", "acup"])
    c = CS.make_case(rng, country, mod, n_visits=rng.randint(5, 12), age_lo=19, age_hi=66)
    c.retired = False
    comp = CL.pick(rng, mod, c.pt.sex)
    kind, payer, pname = _payer(rng, c)
    if kind == "motor":
        comp = [x for x in CL.C if x["key"] == "whiplash"][0] if rng.random() < 0.7 else comp
    s, o, ps = pron(c)
    cm = phi.make_person(rng, country, ref=c.start)
    doi = c.onset
    doc = Doc()
    letterhead(doc, rng, c)
    title = {"motor": "MOTOR ACCIDENT CLAIM - TREATMENT PROGRESS REPORT", "work": "WORKERS' COMPENSATION PROGRESS REPORT",
             "health": "PROGRESS REPORT TO INSURER", "acc": "ACC PROGRESS REPORT (ACC32 supporting information)",
             "solicitor": "MEDICO-LEGAL TREATMENT REPORT"}[kind]
    doc.ln(title)
    rd = c.visits[-1] + dt.timedelta(days=rng.randint(0, 4))
    doc.ln("Report date: {d}", d=D(rng, c, rd, ["long", "num", "short"]))
    doc.nl()
    doc.ln("To: {n}, {r}", n=phi.nm(cm, rng.choice(["full", "titlefull"]), "FAMILY", rng, country),
           r=rng.choice(["Case Manager", "Claims Officer", "Injury Management Advisor", "Recovery Partner"] if kind != "solicitor" else ["Associate Solicitor"]))
    doc.ln("    {p}", p=payer)
    if pname:
        doc.ln("    Email: {EMAIL:e}   Fax: {FAX:f}", e=phi.person_email(rng, cm), f=phi.phone(rng, country))
    doc.nl()
    doc.ln("Claimant: {n}   DOB: {d}", n=ptn(rng, c, ["full", "LF", "fml"]), d=D(rng, c, c.pt.dob, ["num", "dmon"]))
    doc.ln("Address: {a}", a=addr(rng, c.addr))
    if country == "US" and kind != "health":
        doc.ln("SSN: {SSN:s}   Phone: {PHONE:p}", s=CS.ssn(rng, country), p=c.mobile)
    elif country == "CA" and kind in ("work", "motor") and rng.random() < 0.7:
        doc.ln("SIN: {SSN:s}   Phone: {PHONE:p}", s=CS.ssn(rng, country), p=c.mobile)
    doc.ln("Claim no.: {IDNUM:cl}   Date of injury: {d}", cl=CS.claim_no(rng, country), d=D(rng, c, doi, ["num", "long", "dmon"]))
    if kind == "health":
        doc.ln("Policy / member no.: {HEALTHPLAN:m}", m=c.member)
    if kind in ("work", "acc") or rng.random() < 0.4:
        sup = phi.make_person(rng, country, ref=c.start)
        doc.ln("Employer: {e} (contact: {s}, {PHONE:p})   Occupation: {PROFESSION:j}", e=P(c.emp_type, c.employer),
               s=phi.nm(sup, rng.choice(["full", "titlefull"]), "FAMILY", rng, country), p=phi.phone(rng, country, ext=rng.random() < 0.4), j=c.job)
    if kind == "motor":
        doc.ln("Vehicle: {m}, registration {VEHICLE:v}, VIN {VEHICLE:vin}", m=rng.choice(["silver hatchback", "grey sedan", "white utility vehicle", "black SUV"]),
               v=CS.plate(rng, country), vin=CS.vin(rng))
    doc.ln("Provider: {p}, {h}   {lab} {LICENSE:r}", p=phi.nm(c.prac, rng.choice(["full", "drfull"]) if c.prac.title == "Dr" else "full", "DOCTOR", rng, country),
           h=H(c.clinic.name), lab=c.prac.reg_label, r=c.prac.reg)
    doc.nl()
    doc.ln("1. Mechanism of injury")
    if kind == "motor":
        doc.ln("{n} was the {r} of a stationary vehicle that was struck from behind at {x} on {d} at about %d:%02d. {S} did not lose consciousness, "
               "was assessed at {h} and discharged the same day." % (rng.randint(7, 21), rng.randint(0, 59)),
               n=ptn(rng, c, ["title", "first"]), r=rng.choice(["driver", "front-seat passenger"]),
               x=rng.choice([["the junction of ", P("STREET", "%s %s" % (rng.choice(PL.STREET_ROOTS), rng.choice(PL.STREET_TYPES[country]))), " and ",
                              P("STREET", "%s %s" % (rng.choice(PL.STREET_ROOTS), rng.choice(PL.STREET_TYPES[country])))],
                             ["the roundabout near "] + phi.building_piece(rng.choice(["Kestrel Arcade", "Tidewater Plaza", "the Millrace Bridge", "Oriel Park"]))]),
               d=D(rng, c, doi, ["long", "daymonth", "num"]), S=cap(s), h=H(c.hospital))
    elif kind in ("work", "acc"):
        doc.ln("While working as {a}{j} at {e}, {s} {m} on {d}, with immediate onset of {r} pain.", a=an(c.job), j=job(c), e=P(c.emp_type, c.employer), s=s,
               m=rng.choice(["lifted a 20 kg carton from floor level", "slipped on a wet floor", "twisted while loading a trailer",
                             "was restraining an agitated client", "fell from a step ladder (approx. 1 m)"]),
               d=D(rng, c, doi, ["long", "daymonth", "num"]), r=comp["region"])
    else:
        doc.ln("{n} developed {cmp} after {m}. First seen at this clinic on {d}.", n=ptn(rng, c, ["title", "titlefull"]), cmp=comp["name"],
               m=rng.choice(comp["mech"]), d=D(rng, c, c.visits[0], ["long", "num"]))
    doc.nl()
    doc.ln("2. Diagnosis: %s (ICD-10 %s)" % (comp["name"], CL.icd(comp, country)))
    doc.ln("3. Treatment to date: {n} sessions between {a} and {b}; {dna} DNA. Modalities: %s." % ", ".join(CL.tech(rng, comp, mod, 3)),
           n=len(c.visits), a=D(rng, c, c.visits[0], ["num", "dm", "short"]), b=D(rng, c, c.visits[-1], ["num", "dm", "short"]), dna=rng.choice(["nil", "1", "2"]))
    meas = comp["measure"]
    sc = CL.score_series(rng, meas, 3)
    doc.ln("4. Outcomes:")
    doc.ln("   %s  initial %s  ->  mid %s  ->  current %s" % (meas, CL.fmt_score(meas, sc[0]), CL.fmt_score(meas, sc[1]), CL.fmt_score(meas, sc[2])))
    doc.ln("   NPRS %s -> %s;  " % (CL.nprs(rng, 6, 9), CL.nprs(rng, 1, 5)) + "; ".join(CL.obj(rng, comp, country)[:2]))
    doc.ln("5. Work capacity: {x}", x=rng.choice([["fit for modified duties, ", "%d hours/day" % rng.randint(3, 6), ", no lifting > 10 kg, from ",
                                                    D(rng, c, c.visits[-1] + dt.timedelta(days=2), ["num", "long"])],
                                                   ["full pre-injury duties from ", D(rng, c, c.visits[-1] + dt.timedelta(days=rng.randint(1, 14)), ["num", "long"])],
                                                   ["currently unfit for work; review ", D(rng, c, c.visits[-1] + dt.timedelta(days=14), ["num", "long"])],
                                                   ["normal duties throughout (desk-based role)"]]))
    doc.ln("6. Barriers to recovery: " + rng.choice(["fear-avoidance (TSK-11 38/44)", "poor sleep", "nil identified", "ongoing claim stress",
                                                      "childcare demands - limited time for HEP", "secondary job involving manual work"]))
    doc.ln("7. Plan: request approval for {n} further sessions over {w} weeks (est. {m}), then discharge with self-management.",
           n=rng.choice(["4", "6", "8"]), w=rng.choice(["4", "6"]), m=money(rng, c, 300, 900))
    doc.ln("   Prognosis: " + rng.choice(["good", "fair", "good - expect full recovery within 6-8 weeks", "guarded given chronicity"]) + ".")
    if rng.random() < 0.5:
        doc.ln("   {g} ({h}) is aware of and supports this plan.", g=gpn(rng, c), h=H(c.gp.practice.name))
    doc.nl()
    doc.ln("Invoice {ACCOUNT:i} attached ({m}).", i=CS.invoice(rng), m=money(rng, c, 120, 700))
    doc.ln("I declare that the information in this report is true and correct.")
    doc.nl()
    sign(doc, rng, c, closing=rng.choice(["Signed,", "Regards,", None]))
    doc.ln("{d}", d=D(rng, c, rd, ["num", "long"]))
    return doc, c


# ------------------------------------------------------ naturopathic Rx
def naturo_prescription(rng, country):
    c = CS.make_case(rng, country, "naturo", n_visits=rng.randint(3, 6))
    comp = CL.pick(rng, "naturo", c.pt.sex)
    doc = Doc()
    letterhead(doc, rng, c, style=rng.choice(["caps", "plain", "bar"]))
    doc.ln(rng.choice(["HERBAL & NUTRITIONAL PRESCRIPTION", "Naturopathic Prescription and Dispensing Record", "PRESCRIPTION - HERBAL MEDICINE"]))
    d = c.visits[rng.randint(0, len(c.visits) - 1)]
    doc.ln("Date: {d}   Rx no.: {IDNUM:r}", d=D(rng, c, d, ["num", "long", "short", "dmon"]), r=CS.idnum(rng, "rx"))
    doc.nl()
    doc.ln("Patient: {n}   DOB: {d}   Age: {AGE:a}", n=ptn(rng, c, ["full", "LF", "titlefull"]), d=D(rng, c, c.pt.dob, ["num", "dmon"]), a=str(c.age))
    doc.ln("File no.: {MRN:m}   Phone: {PHONE:p}", m=c.mrn, p=c.mobile)
    preg = c.pt.sex == "F" and c.age < 45 and rng.random() < 0.2
    doc.ln("Allergies: %s   Pregnant/breastfeeding: %s" % (rng.choice(CL.ALLERGIES), "breastfeeding" if preg else "no"))
    doc.ln("Current medicines: " + (", ".join(CL.meds_list(rng, country, rng.randint(0, 3))) or "nil"))
    doc.nl()
    doc.ln("Presenting concern: %s (%s). %s" % (comp["name"], CL.icd(comp, country), rng.choice(comp["quality"]).capitalize() + "."))
    lab = CS.imaging_name(rng, country).replace("Radiology", "Pathology").replace("Diagnostic Imaging", "Laboratories").replace("Imaging", "Pathology") \
        .replace("X-Ray & Ultrasound", "Pathology").replace("MRI Centre", "Pathology")
    doc.ln("Pathology ({h}, {d}, ref {IDNUM:r}): " + "; ".join(CL.lab_line(rng)),
           h=H(lab), d=D(rng, c, d - dt.timedelta(days=rng.randint(3, 40)), ["num", "dm", "short"]), r=CS.idnum(rng, "lab"))
    doc.nl()
    vol = rng.choice([100, 150, 200])
    doc.ln("LIQUID HERBAL FORMULA (%d mL)" % vol)
    herbs = rng.sample(CL.HERBS, rng.randint(3, 5))
    units = vol // 5
    wts = [rng.randint(2, 6) for _ in herbs]
    amts = [max(1, units * w // sum(wts)) for w in wts]
    amts[0] += units - sum(amts)
    for h, a in zip(herbs, amts):
        doc.ln("  %-34s %3d mL" % (h, a * 5))
    doc.ln("Dose: %s in a little water %s. Duration: %s." % (rng.choice(["5 mL", "7.5 mL", "2.5 mL"]), rng.choice(["twice daily", "BD after food", "three times daily", "at night"]),
                                                           rng.choice(["4 weeks", "6 weeks", "until review"])))
    doc.nl()
    doc.ln("SUPPLEMENTS")
    for sp in rng.sample(CL.SUPPS, rng.randint(2, 4)):
        doc.ln("  - " + sp)
    used = [h.split()[0] for h in herbs]
    doc.ln("Interaction check: " + rng.choice([x for x in CL.INTERACT if (c.pt.sex == "F" or "Vitex" not in x) and not any(u in x for u in used)]))
    doc.ln("Diet / lifestyle: " + "; ".join(CL.hep(rng, comp, 2)) + ".")
    doc.nl()
    disp = phi.make_person(rng, country, ref=d)
    doc.ln("Dispensed by {p} at {h} on {d}. Repeats: {r}.", p=phi.nm(disp, rng.choice(["full", "first", "init"]), "DOCTOR", rng, country),
           h=H(rng.choice([c.clinic.name, CS.pharmacy_name(rng, country)])), d=D(rng, c, d, ["num", "dm"]), r=rng.choice(["0", "1", "2"]))
    if rng.random() < 0.5:
        doc.ln("Posted to {a} (tracking {IDNUM:t}).", a=addr(rng, c.addr), t="%s%s%s" % (phi.letters(rng, 2), phi.digits(rng, 9), {"UK": "GB"}.get(country, country)))
    if rng.random() < 0.5:
        doc.ln("Letter to {g} re supplements and interaction check sent {d}.", g=gpn(rng, c), d=D(rng, c, d, ["num", "dm"]))
    doc.ln("Review: {d}", d=D(rng, c, d + dt.timedelta(days=rng.choice([14, 21, 28, 42])), ["wdlong", "num", "long"]))
    doc.nl()
    sign(doc, rng, c, closing=rng.choice(["Prescriber:", None]))
    return doc, c
