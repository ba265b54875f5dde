"""Genres: informed consent form, outcome measure review."""
import datetime as dt

import pools as PL
import phi
import case as CS
import clinical as CL
from textutil import Doc, P
from common import (D, H, ptn, drn, gpn, famn, addr, age, job, letterhead, pt_header, sign, mod_word, rel_ref, pron, cap,
                    job_phrase, job_np, money, fam_age, an, MOD_NOUN)

NATURE = {
    "chiro": "Chiropractic care may include spinal and extremity adjustment (high-velocity, low-amplitude thrusts), instrument-assisted "
             "adjustment (e.g. Activator), drop-table techniques, mobilisation, soft-tissue therapy, taping and exercise advice.",
    "osteo": "Osteopathic treatment may include soft-tissue massage, stretching, joint articulation, muscle energy technique, "
             "counterstrain, high-velocity thrust (HVLA) techniques, cranial and visceral techniques, and exercise prescription.",
    "acup": "Acupuncture involves the insertion of fine, sterile, single-use needles into the skin. Treatment may also include "
            "electroacupuncture, moxibustion, cupping, gua sha, heat lamps and auricular seeds.",
    "massage": "Remedial massage may include Swedish, deep tissue, trigger point, myofascial release, stretching, cupping and "
               "lymphatic drainage techniques. Some techniques require exposure of the area being treated; draping is used at all times.",
    "naturo": "Naturopathic care may include dietary and lifestyle advice, herbal medicines (liquid extracts, tablets, teas), nutritional "
              "supplements and hydrotherapy. Herbal medicines can interact with prescription medicines.",
}

RISKS = {
    "chiro": ["Temporary soreness, stiffness or headache after treatment is common (up to 1 in 2 patients) and usually settles within 24-48 hours.",
              "Rib or other fractures are rare and are more likely in people with osteoporosis.",
              "Serious complications of neck manipulation, including cervical artery dissection and stroke, have been reported; estimates range from "
              "1 in 100,000 to 1 in several million manipulations.",
              "Disc injury and cauda equina syndrome have been reported very rarely following lumbar manipulation."],
    "osteo": ["Mild soreness or tiredness for 24-48 hours after treatment is common.",
              "Temporary increase in symptoms may occur after the first one or two treatments.",
              "Serious adverse events after HVLA to the neck (e.g. vertebral artery injury) are very rare; you may decline thrust techniques at any time."],
    "acup": ["Minor bleeding or bruising at needle sites (about 1 in 20 treatments).", "Feeling faint or drowsy; please do not drive if affected.",
             "Pneumothorax (collapsed lung) from needling over the chest wall is very rare (about 1 in 100,000 treatments).",
             "Burns or blistering from moxibustion or heat lamps; tell us immediately if anything feels too hot.",
             "Cupping leaves circular marks that fade over 3-10 days."],
    "massage": ["Post-treatment soreness for 24-48 hours, especially after deep tissue work.", "Bruising, particularly if you take blood thinners.",
                "Skin reaction to oils or lotions (please tell us about nut allergies)."],
    "naturo": ["Mild gastrointestinal upset, headache or allergic reaction to herbal products.",
               "Interactions between herbs or supplements and prescription medicines; please tell us about every medicine you take, including changes.",
               "Natural products are not a substitute for medical assessment of new or worsening symptoms."],
}


def consent_form(rng, country):
    mod = rng.choice(["chiro", "chiro", "osteo", "acup", "acup", "massage", "naturo"])
    c = CS.make_case(rng, country, mod, age_lo=8 if rng.random() < 0.15 else 18)
    s, o, ps = pron(c)
    minor = c.age < 18
    doc = Doc()
    letterhead(doc, rng, c)
    doc.ln("INFORMED CONSENT TO %s" % (MOD_NOUN[mod].upper() if rng.random() < 0.6 else "TREATMENT - " + mod_word(c).upper()))
    doc.nl()
    doc.ln("Patient name: {n}      Date of birth: {d}", n=ptn(rng, c, ["full", "fml", "LF"]), d=D(rng, c, c.pt.dob, ["num", "num1", "dmon"]))
    doc.ln("File no.: {MRN:m}      Practitioner: {p}", m=c.mrn, p=phi.nm(c.prac, "cred", "DOCTOR", rng, country))
    if rng.random() < 0.5:
        doc.ln("Practitioner registration: {lab} {LICENSE:r}", lab=c.prac.reg_label, r=c.prac.reg)
    doc.nl()
    doc.ln("1. Nature of treatment")
    doc.ln(NATURE[mod])
    doc.nl()
    doc.ln("2. Benefits and material risks")
    doc.ln("The expected benefit is a reduction in symptoms and improved function; no particular result can be guaranteed. Known risks include:")
    for r in RISKS[mod]:
        doc.ln("  * " + r)
    doc.nl()
    doc.ln("3. Alternatives")
    doc.ln("Alternatives include rest, medication prescribed by your %s, physiotherapy, exercise therapy, or referral to a medical specialist. "
           "You may decline any part of treatment at any time." % c.gpw)
    doc.nl()
    doc.ln("4. Considerations specific to this patient")
    allowed = {"chiro": [0, 3, 4, 5, 1], "osteo": [0, 1, 3, 4, 5], "acup": [0, 1, 2, 4, 6], "massage": [1, 2, 3, 4], "naturo": [1, 2, 4]}[mod]
    k = rng.sample(allowed, rng.randint(1, 3))
    if 0 in k:
        doc.ln("  - Implanted cardiac pacemaker ({m}, serial {DEVICE:s}): no electroacupuncture, TENS or electrotherapy will be used.",
               m=rng.choice(["Cardiora DR-2", "Vantis SR", "Helix dual-chamber"]), s=CS.device_sn(rng, "pace"))
    if 1 in k and c.pt.sex == "F" and 18 <= c.age < 45:
        edd = c.start + dt.timedelta(days=rng.randint(40, 200))
        doc.ln("  - Pregnant, EDD {d}: SP6, LI4, BL60 and sacral points avoided; side-lying positioning; obstetric care with {h}.",
               d=D(rng, c, edd, ["num", "long", "short"]), h=H(rng.choice(PL.HOSPITALS[country])))
    if 2 in k:
        doc.ln("  - Anticoagulated (warfarin), INR %.1f on {d}: no cupping, gua sha or deep tissue work; needling with fine gauge only." % rng.uniform(2.0, 3.2),
               d=D(rng, c, c.start - dt.timedelta(days=rng.randint(1, 10)), ["num", "dm", "daymonth"]))
    if 3 in k:
        doc.ln("  - Osteoporosis (DXA T-score -%.1f, {d}): no thrust techniques to the thoracic spine or ribs." % rng.uniform(2.5, 3.4),
               d=D(rng, c, c.start - dt.timedelta(days=rng.randint(60, 700)), ["my", "mony", "year"]))
    if 4 in k:
        doc.ln("  - Information explained with the help of {r}, who interpreted; patient's first language is {l}.", r=rel_ref(rng, c),
               l=rng.choice(["Portuguese", "Samoan", "Tongan", "Vietnamese", "Punjabi", "Arabic", "Polish", "Mandarin", "Tagalog"]))
    if 5 in k:
        doc.ln("  - Cervical HVLA declined by patient; mobilisation and soft tissue only.")
    if 6 in k:
        doc.ln("  - Needle phobia: history of fainting at blood tests; first treatment lying down, %s to remain in the room." % rng.choice(["chaperone", "receptionist"]))
    doc.nl()
    doc.ln("5. Fees and attendance")
    doc.ln("Initial consultation %s; standard consultation %s. Appointments cancelled with less than 24 hours' notice may incur a fee of %s. "
           % (money(rng, c, 80, 180), money(rng, c, 55, 110), money(rng, c, 25, 60)) +
           rng.choice(["Health fund rebates are claimed on the spot where possible.", "Receipts are provided for insurance claims.",
                       "Payment is due at the time of the appointment."]))
    doc.nl()
    doc.ln("6. Privacy")
    doc.ln("With your consent we may share relevant information with your %s ({g}, {h}) and, where you have a claim, with {i}." % c.gpw,
           g=gpn(rng, c, ["drfull", "dr"]), h=H(c.gp.practice.name), i=P("ORGANIZATION", c.insurer))
    doc.nl()
    doc.ln("DECLARATION")
    if minor:
        gd = c.ec
        doc.ln("I, {n}, {r} of {p} (aged {AGE:a}), have read this form, had the opportunity to ask questions, and consent to treatment on {o} behalf.",
               n=phi.nm(gd, "full", "FAMILY", rng, country), r=rng.choice(["parent", "mother", "father", "legal guardian"]),
               p=phi.nm(c.pt, "first", "PATIENT", rng, country), a=str(c.age), o=ps)
    else:
        doc.ln("I, {n}, have read (or had read to me) this form, have had the opportunity to ask questions, and consent to {m}. "
               "I understand I may withdraw consent at any time.", n=ptn(rng, c, ["full", "fml"]), m=MOD_NOUN[mod])
    doc.nl()
    doc.ln("Patient signature: {x}    Date: {d}", x=rng.choice(["[signed]", "/s/", "(signed electronically)"]), d=D(rng, c, c.start, ["num", "num1", "long"]))
    doc.ln("Printed name: {n}", n=ptn(rng, c, ["full", "LF"]) if not minor else phi.nm(c.ec, "full", "FAMILY", rng, country))
    doc.ln("Practitioner: {p}    Date: {d}", p=phi.nm(c.prac, rng.choice(["full", "ilast"]), "DOCTOR", rng, country), d=D(rng, c, c.start, ["num", "num1"]))
    if rng.random() < 0.5:
        doc.ln("Witness: {w} ({r})", w=phi.nm(c.recep, rng.choice(["full", "first"]), "DOCTOR", rng, country), r=c.recep.role)
    if rng.random() < 0.4:
        doc.ln("Signed on tablet at reception; audit: user {USERNAME:u}, device {ip}.", u=c.recep.user, ip=P("IPADDR", phi.private_ip(rng)))
    if rng.random() < 0.3:
        doc.ln("Consent re-confirmed verbally on {d} before first thrust technique.", d=D(rng, c, c.visits[1] if len(c.visits) > 1 else c.start, ["dm", "wdshort"]))
    return doc, c


# ------------------------------------------------------- outcome review
def outcome_review(rng, country):
    mod = rng.choice(["chiro", "osteo", "massage", "acup", "naturo", "chiro"])
    c = CS.make_case(rng, country, mod, n_visits=rng.randint(5, 12))
    comp = CL.pick(rng, mod, c.pt.sex)
    s, o, ps = pron(c)
    doc = Doc()
    if rng.random() < 0.6:
        letterhead(doc, rng, c, style=rng.choice(["caps", "plain", "oneline"]))
    else:
        doc.ln("{h} | Outcome Measures", h=H(c.clinic.name))
    meas = comp["measure"]
    mname = CL.MEASURES[meas][0]
    doc.ln(rng.choice(["OUTCOME MEASURE REVIEW", "Re-assessment: outcome measures", "PROGRESS RE-ASSESSMENT (OUTCOMES)"]))
    pt_header(doc, rng, c, extra=False)
    doc.ln("Practitioner: {p}    Review at visit {n}", p=drn(rng, c, c.prac), n=len(c.visits))
    doc.ln("Condition: %s (%s)" % (comp["name"], CL.icd(comp, country)))
    doc.nl()
    idx = sorted(set([0] + rng.sample(range(1, len(c.visits)), min(len(c.visits) - 1, rng.randint(2, 4)))))
    sc = CL.score_series(rng, meas, len(idx))
    np_ = sorted([rng.randint(1, 9) for _ in idx], reverse=True)
    psfs = sorted([round(rng.uniform(1.5, 9.0), 1) for _ in idx])
    dst = rng.choice(["num", "dmon", "num", "short"])
    doc.ln("Date        | %-10s | NPRS | PSFS | GROC" % meas)
    for j, i in enumerate(idx):
        doc.ln("{d} | %-10s | %4s | %4.1f | %s" % (CL.fmt_score(meas, sc[j]), np_[j], psfs[j], "-" if j == 0 else "+%d" % rng.randint(1, 6)),
               d=D(rng, c, c.visits[i], [dst]))
    doc.nl()
    doc.ln("Subjective: {x} {y}", x=rng.choice(["Reports steady improvement since the last review.", "Mixed fortnight - flare after a long drive, settled in 2 days.",
                                                 "Feels about 60% better overall.", "Sleeping through most nights now."]),
           y=rng.choice([["Has returned to work at ", P(c.emp_type, c.employer), " full time."] if not c.retired else ["Managing the garden again."],
                         ["Away in ", phi.country_piece(rng.choice(PL.WORLD)), " from ", D(rng, c, c.visits[-1] + dt.timedelta(days=5), ["daymonth", "dm"]),
                          " for three weeks - HEP to continue."],
                         ["Anxious about the upcoming ", rng.choice(["house move", "exam period", "wedding"]), "."]]))
    ob = CL.obj(rng, comp, country)
    if ob:
        doc.ln("Objective re-test: " + "; ".join(ob) + ".")
    else:
        doc.ln("Objective: tongue %s; pulse %s; BP %d/%d mmHg." % (rng.choice(CL.TONGUE), rng.choice(CL.PULSE), rng.randint(105, 150), rng.randint(62, 92)))
    doc.nl()
    doc.ln("Patient-Specific Functional Scale activities:")
    kid = rng.choice(["grandson", "granddaughter"] if c.age > 55 else ["son", "daughter", "nephew", "niece"])
    acts = [["lifting ", ps + " " + kid + " ", famn(rng, c, phi.make_person(rng, country, sex="M" if kid in ("son", "grandson", "nephew") else "F"), ["first"]),
             " (aged ", P("AGE", str(rng.randint(1, 6))), ")"] if rng.random() < 0.6 else ["carrying the washing basket"],
            ["a full training session with ", P("ORGANIZATION", rng.choice(PL.CLUBS))],
            ["a full shift as " + an(c.job), job(c)] if not c.retired else ["gardening for an hour"],
            [rng.choice(["driving to ", "walking to "]), P("CITY", rng.choice(PL.CITIES[country])), " and back"]]
    for i, a in enumerate(rng.sample(acts, 3)):
        doc.ln("  {i}. {a}: {x} -> {y}", i=i + 1, a=a, x="%.0f" % rng.uniform(1, 4), y="%.0f" % rng.uniform(5, 9))
    doc.nl()
    change = abs(sc[-1] - sc[0])
    mcid = CL.MEASURES[meas][4]
    doc.ln("Interpretation: %s change of %d points %s the MCID (~%d). %s" % (
        mname, change, "exceeds" if change >= mcid else "is below", mcid,
        rng.choice(["Clinically meaningful improvement.", "Improvement is modest; consider adjusting the plan.", "Patient-reported goals largely met.",
                    "Score plateaued over the last 2 reviews."])))
    if comp["segs"] and rng.random() < 0.5:
        doc.ln("Keele STarT Back re-screen: %s risk (was %s)." % (rng.choice(["low", "low", "medium"]), rng.choice(["medium", "high"])))
    doc.ln("Plan: " + rng.choice(["continue current plan, reduce to fortnightly", "discharge with HEP at next visit", "add graded exposure to lifting",
                                   "refer back to %s - limited progress" % c.gpw, "review again in 4 weeks"]) + ".")
    doc.nl()
    if rng.random() < 0.65:
        doc.ln("Questionnaires completed online via portal: user {USERNAME:u}, submitted {d} at {t} from {IPADDR:ip}.",
               u=c.pt.user, d=D(rng, c, c.visits[idx[-1]], ["num", "iso"]), t="%02d:%02d" % (rng.randint(6, 22), rng.randint(0, 59)), ip=phi.private_ip(rng))
    if rng.random() < 0.4:
        doc.ln("Copy of scores sent to {i} (claim {IDNUM:cl}) and {g}.", i=P("ORGANIZATION", c.insurer), cl=CS.claim_no(rng, country), g=gpn(rng, c))
    doc.ln("Reviewed by: {p}  {d}", p=phi.nm(c.prac, rng.choice(["init", "ilast", "full"]), "DOCTOR", rng, country), d=D(rng, c, c.visits[-1], ["num", "dm"]))
    return doc, c
