"""Genres: red-flag referral letter to GP, incoming medical referral, discharge summary."""
import datetime as dt

import pools as PL
import phi
import case as CS
import clinical as CL
from textutil import Doc, P
from common import (D, H, ptn, drn, gpn, famn, addr, age, job, letterhead, pt_header, sign, gp_block, mod_word, rel_ref, pron,
                    cap, job_phrase, job_np, money, fam_age, an, MOD_NOUN)

LETTER_DATES = ["long", "long", "ordy", "num", "short"]


def _flags(rng, c, d):
    """Red-flag scenario: (title, bullet pieces list, investigations, urgency)."""
    s, o, ps = pron(c)
    k = rng.randint(0, 7)
    wd = D(rng, c, d - dt.timedelta(days=rng.randint(1, 4)), ["wd"])
    if k == 0:
        return ("possible cauda equina syndrome",
                [["new perianal / saddle numbness since ", wd],
                 ["urinary hesitancy and reduced sensation of bladder filling over the last 48 hours"],
                 ["bilateral posterior thigh pain, L > R; SLR positive bilaterally at 35° and 50°"],
                 ["reduced ankle reflexes bilaterally; I did not assess anal tone (outside my scope)"]],
                "urgent MRI lumbar spine", "today - I have advised %s to attend the Emergency Department" % o)
    if k == 1:
        yr = str(c.start.year - rng.randint(2, 9))
        return ("possible spinal malignancy",
                [["past history of ", rng.choice(["breast", "ovarian", "renal cell", "lung"] if c.pt.sex == "F" else ["prostate", "bowel", "renal cell", "lung"]),
                  " cancer, treated in ", P("DATE", yr),
                  " at ", H(c.hospital)],
                 ["unexplained weight loss of about %d kg over 3 months" % rng.randint(4, 9)],
                 ["constant thoracic pain, worse at night and not eased by rest or position"],
                 ["percussion tenderness over T%d" % rng.randint(5, 11)]],
                "FBC, ESR/CRP, calcium and ALP, and imaging as you see fit", "within the week")
    if k == 2:
        return ("possible spinal infection",
                [["temperature %.1f °C in clinic, with sweats overnight" % rng.uniform(37.9, 39.1)],
                 ["recent travel to ", phi.country_piece(rng.choice(PL.WORLD)), ", returning on ", D(rng, c, d - dt.timedelta(days=rng.randint(6, 20)), ["daymonth", "dm"])],
                 ["severe, non-mechanical lumbar pain with marked local spinal tenderness"],
                 ["type 2 diabetes (HbA1c %.1f%% at last check)" % rng.uniform(7.2, 9.8)]],
                "bloods (FBC, CRP, blood cultures) and urgent review", "today")
    if k == 3:
        return ("possible vertebral fragility fracture",
                [["long-term prednisolone %d mg daily for polymyalgia rheumatica" % rng.choice([5, 7, 10])],
                 ["a fall in the bathroom on ", D(rng, c, d - dt.timedelta(days=rng.randint(2, 10)), ["daymonth", "wd", "dm"]), " with sudden-onset thoracolumbar pain"],
                 ["point tenderness over T12/L1, pain on closed-fist percussion"],
                 ["height loss of about 3 cm compared with ", P("DATE", str(c.start.year - rng.randint(2, 6)))]],
                "plain films of the thoracolumbar spine and a DXA scan", "in the next few days")
    if k == 4:
        return ("possible cervical arterial dysfunction",
                [["sudden severe occipital headache, 'unlike anything before', starting ", wd],
                 ["intermittent dizziness, diplopia and one episode of slurred speech (per ", rel_ref(rng, c), ")"],
                 ["neck pain following a ", rng.choice(["chiropractic adjustment elsewhere", "rugby tackle", "rollercoaster ride", "rear-end collision"])],
                 ["BP %d/%d mmHg in clinic; mild L ptosis" % (rng.randint(150, 178), rng.randint(92, 104))]],
                "same-day medical assessment", "immediately - I have called an ambulance / advised ED attendance at %s" % "the nearest hospital")
    if k == 5:
        return ("possible abdominal aortic aneurysm",
                [["deep central low back pain, not mechanical in behaviour"],
                 ["a pulsatile, expansile mass palpable just above the umbilicus"],
                 ["current smoker (%d pack-years), hypertension" % rng.randint(20, 55)],
                 ["father had an AAA repaired at ", H(rng.choice(PL.HOSPITALS[c.country]))]],
                "urgent abdominal ultrasound", "today")
    if k == 6:
        return ("possible deep vein thrombosis",
                [["calf swelling and tenderness L, circumference 3 cm greater than R"],
                 ["return from a long-haul flight from ", phi.country_piece(rng.choice(PL.WORLD)), " on ", D(rng, c, d - dt.timedelta(days=rng.randint(3, 9)), ["daymonth", "wd"])],
                 ["on the combined oral contraceptive"] if c.pt.sex == "F" and c.age < 50 else ["knee arthroscopy 3 weeks ago"],
                 ["Wells score estimated at 2 (likely)"]],
                "D-dimer / duplex ultrasound", "today")
    return ("possible inflammatory spondyloarthropathy",
            [["inflammatory-pattern back pain: morning stiffness > 1 hour, better with exercise"],
             ["onset before age ", P("AGE", str(rng.choice([24, 28, 31, 35]))), ", now ", P("AGE", str(c.age))],
             ["previous episode of anterior uveitis treated at ", H(rng.choice(PL.HOSPITALS[c.country])), " in ", P("DATE", str(c.start.year - rng.randint(1, 5)))],
             ["modified Schober's 3 cm; chest expansion 2.5 cm"]],
            "HLA-B27, CRP and rheumatology referral", "routinely but soon")


def red_flag_letter(rng, country):
    mod = rng.choice(["chiro", "chiro", "osteo", "osteo", "massage", "acup", "naturo"])
    c = CS.make_case(rng, country, mod, age_lo=24, age_hi=82)
    d = c.visits[rng.randint(0, min(2, len(c.visits) - 1))]
    s, o, ps = pron(c)
    doc = Doc()
    letterhead(doc, rng, c)
    if rng.random() < 0.4:
        doc.ln("FACSIMILE - URGENT - {n} page(s)", n=rng.randint(2, 3))
        doc.ln("To: {g}, {h}   Fax: {FAX:f}", g=gpn(rng, c), h=H(c.gp.practice.name), f=c.gp.practice.fax)
        doc.ln("From: {p}, {h}   Fax: {FAX:f}", p=drn(rng, c, c.prac), h=H(c.clinic.name), f=c.clinic.fax)
        doc.nl()
    doc.ln("{d}", d=D(rng, c, d, LETTER_DATES))
    doc.nl()
    gp_block(doc, rng, c, fax=False)
    doc.nl()
    doc.ln("Dear {g},", g=phi.nm(c.gp, rng.choice(["dr", "dr", "first"]), "DOCTOR", rng, country))
    doc.nl()
    title, bullets, inv, urg = _flags(rng, c, d)
    doc.ln("Re: {n}, DOB {dob}", n=ptn(rng, c, ["full", "fml", "titlefull"]), dob=D(rng, c, c.pt.dob, ["num", "long"]))
    doc.ln("    {a}", a=addr(rng, c.addr))
    if c.nat_id and rng.random() < 0.7:
        doc.ln("    {l}: {MRN:n}", l=c.nat_label, n=c.nat_id)
    elif country == "AU" and rng.random() < 0.6:
        doc.ln("    Medicare: {HEALTHPLAN:m}", m=c.medicare)
    doc.ln("URGENT - %s" % title.upper() if rng.random() < 0.5 else "Urgent referral: %s" % title)
    doc.nl()
    art = "an " if str(c.age)[0] == "8" or c.age in (11, 18) else "a "
    doc.ln("I saw your patient {n}, {a}, today {d} at our clinic for {cmp}. {S} {j}.",
           n=ptn(rng, c, ["title", "titlefull"]), a=[art] + age(rng, c, ["yearold", "yearold", "words"]) + [" " + rng.choice(["woman", "lady"] if c.pt.sex == "F" else ["man", "gentleman"])],
           d=["(", D(rng, c, d, ["wdlong", "num"]), ")"] if rng.random() < 0.5 else ["", "", ""], cmp=CL.pick(rng, mod, c.pt.sex)["name"],
           S=cap(s), j=job_phrase(rng, c))
    doc.ln("During the assessment I identified the following features, which I believe warrant %s medical review:" % rng.choice(["urgent", "prompt", "same-day"]))
    for b in bullets:
        doc.ln("  - {b}", b=b)
    doc.nl()
    doc.ln("Examination: " + CL.vitals(rng, country) + ". " + CL.neuro(rng, rng.random() < 0.6))
    doc.nl()
    doc.ln("I have not provided any manual treatment. I explained my concerns to {n}{x} and advised review by you {u}. "
           "I would be grateful if you could consider {inv}.",
           n=ptn(rng, c, ["title", "first"]), x=[" and ", rel_ref(rng, c)] if rng.random() < 0.4 else "", u=urg, inv=inv)
    if rng.random() < 0.6:
        doc.ln("I also telephoned the surgery at %s and spoke with {r} at reception, who arranged an appointment for {d}." % (
            "%d:%02d" % (rng.randint(9, 17), rng.choice([5, 20, 35, 50]))),
            r=phi.nm(phi.make_person(rng, country, ref=d), rng.choice(["first", "full"]), "DOCTOR", rng, country),
            d=D(rng, c, d + dt.timedelta(days=rng.randint(0, 2)), ["wd", "daymonth", "wddm"]))
    doc.ln("I will withhold further %s until I hear from you. Please do not hesitate to contact me on {PHONE:t} or at {EMAIL:e}."
           % MOD_NOUN[mod], t=c.clinic.phone if rng.random() < 0.6 else phi.phone(rng, country, ext=True), e=c.clinic.email)
    doc.nl()
    sign(doc, rng, c, closing=rng.choice(["Yours sincerely,", "Kind regards,", "Yours faithfully,"]))
    doc.nl()
    doc.ln("cc: {n} (patient){x}", n=ptn(rng, c, ["full"]), x=[", ", H(c.hospital), " ED triage"] if "ED" in urg or "Emergency" in urg else "")
    return doc, c


# ------------------------------------------------------- incoming referral
def medical_referral(rng, country):
    mod = rng.choice(["chiro", "osteo", "osteo", "acup", "massage", "naturo"])
    c = CS.make_case(rng, country, mod)
    comp = CL.pick(rng, mod, c.pt.sex)
    g = c.gp
    doc = Doc()
    letterhead(doc, rng, c, org=g.practice)
    d = c.start - dt.timedelta(days=rng.randint(3, 30))
    doc.ln(rng.choice(["REFERRAL", "Referral letter", "ALLIED HEALTH REFERRAL", "Request for %s" % MOD_NOUN[mod]]))
    doc.ln("Date: {d}   Ref: {IDNUM:r}", d=D(rng, c, d, ["num", "long", "short"]), r=CS.idnum(rng, "referral"))
    doc.nl()
    doc.ln("To: {p}", p=phi.nm(c.prac, rng.choice(["cred", "drfull", "full"]) if c.prac.title == "Dr" else "cred", "DOCTOR", rng, country))
    doc.ln("    {h}", h=H(c.clinic.name))
    doc.ln("    {a}", a=addr(rng, c.clinic.addr))
    doc.nl()
    doc.ln("PATIENT")
    doc.ln("Name: {n}   DOB: {d}   ({a})", n=ptn(rng, c, ["full", "LF", "titlefull"]), d=D(rng, c, c.pt.dob, ["num", "dmon"]),
           a=age(rng, c, ["ydash", "sexage", "yo"]))
    doc.ln("Address: {a}", a=addr(rng, c.addr))
    doc.ln("Phone: {PHONE:m}", m=c.mobile)
    if country == "AU":
        doc.ln("Medicare No.: {HEALTHPLAN:m}", m=c.medicare)
    elif country == "CA":
        doc.ln("Health card: {HEALTHPLAN:m}", m=c.medicare)
    elif country == "US":
        doc.ln("Insurance: {ORGANIZATION:i}  ID {HEALTHPLAN:m}  Auth #: {IDNUM:a}", i=c.insurer, m=c.member, a=CS.idnum(rng, "auth"))
        doc.ln("SSN: {SSN:s}", s=CS.ssn(rng, country))
    elif c.nat_id:
        doc.ln("{l}: {MRN:n}", l=c.nat_label, n=c.nat_id)
    doc.ln("Practice record no.: {MRN:m}", m=CS.mrn(rng, rng.choice(["zeros", "plain", "pfx"]), "GP"))
    doc.nl()
    doc.ln("Dear {p},", p=phi.nm(c.prac, rng.choice(["dr", "first"]) if c.prac.title == "Dr" else rng.choice(["first", "full"]), "DOCTOR", rng, country))
    doc.nl()
    doc.ln("Thank you for seeing {n}, {j}, with {cmp} ({i}) of {dur} duration. {x}",
           n=ptn(rng, c, ["title", "titlefull", "first"]), j=[an(c.job if not c.retired else "retired"), "retired " if c.retired else "", job(c)],
           cmp=comp["name"], i=CL.icd(comp, country), dur=CL.dur_days((c.start - c.onset).days),
           x=rng.choice(["Conservative management with analgesia has helped only partially.", "Physiotherapy last year gave modest benefit.",
                         "The patient has asked specifically to try %s." % MOD_NOUN[mod], "I would value your input as part of a multidisciplinary plan."]))
    if comp["segs"] and rng.random() < 0.7:
        im = CS.imaging_name(rng, country)
        mo, fi = CL.imaging(rng, comp)
        doc.ln("{m} at {h} on {d} (accession {IDNUM:a}): {r}", m=mo,
               h=H(im), d=D(rng, c, d - dt.timedelta(days=rng.randint(5, 90)), ["num", "long", "dmon"]), a=CS.idnum(rng, "accession"), r=fi)
    doc.ln("PMHx: " + "; ".join(rng.sample(CL.PMHX, rng.randint(2, 4))))
    doc.ln("Medications: " + ("; ".join(CL.meds_list(rng, country, rng.randint(1, 4)))))
    doc.ln("Allergies: " + rng.choice(CL.ALLERGIES))
    if rng.random() < 0.5:
        doc.ln("Bloods {d}: " + ", ".join(CL.lab_line(rng)), d=D(rng, c, d - dt.timedelta(days=rng.randint(2, 60)), ["num", "dm"]))
    doc.ln("Precautions: " + rng.choice(["please avoid HVLA to the cervical spine (anticoagulated)", "osteopenia on DXA - gentle techniques only",
                                          "nil specific", "pregnant, 22 weeks" if c.pt.sex == "F" and c.age < 45 else "nil specific",
                                          "previous TIA - no cervical manipulation"]))
    doc.nl()
    if country == "AU":
        doc.ln("This referral is made under a GP Chronic Disease Management plan (GPCCMP / TCA, items 965/967). "
               "Please provide {n} service(s) of %s (item %s) and send a written report after the first and last service."
               % (MOD_NOUN[mod], rng.choice(["10964", "10966", "10960"]) if mod in ("chiro", "osteo") else "N/A - private"), n=rng.choice(["3", "5", "2"]))
    elif country == "US":
        doc.ln("Authorization covers 12 visits, valid {a} to {b}. CPT: %s." % ", ".join(CL.CPT.get(mod, ["97140"])[:2]),
               a=D(rng, c, d, ["num"]), b=D(rng, c, d + dt.timedelta(days=90), ["num"]))
    elif country == "NZ":
        doc.ln("ACC45 lodged {d}; ACC claim no. {IDNUM:a}. Please treat under the ACC contract.", d=D(rng, c, c.onset + dt.timedelta(days=2), ["num"]),
               a=CS.claim_no(rng, country))
    doc.ln("I would be grateful for a brief report after your assessment.")
    doc.nl()
    doc.ln(rng.choice(["Kind regards,", "Yours sincerely,", "Many thanks,"]))
    doc.nl()
    doc.ln("{n}", n=phi.nm(g, rng.choice(["drfull", "cred"]), "DOCTOR", rng, country))
    doc.ln("General Practitioner" if country != "US" else "Family Medicine")
    doc.ln("{lab} {LICENSE:r}", lab=g.reg_label if g.reg_label != "NPI" else "NPI", r=g.reg)
    if rng.random() < 0.5:
        doc.ln("Direct line {PHONE:p} | {EMAIL:e}", p=phi.phone(rng, country, ext=rng.random() < 0.5), e=g.email)
    elif rng.random() < 0.4:
        doc.ln("After hours: on-call pager {PHONE:p}", p=phi.pager(rng))
    if rng.random() < 0.3:
        doc.ln("Typed by {n}", n=phi.nm(phi.make_person(rng, country, ref=d), rng.choice(["initlow", "full"]), "DOCTOR", rng, country))
    return doc, c


# ------------------------------------------------------------ discharge
def discharge_summary(rng, country):
    mod = rng.choice(["chiro", "osteo", "massage", "acup", "naturo", "chiro", "osteo"])
    c = CS.make_case(rng, country, mod, n_visits=rng.randint(5, 14))
    comp = CL.pick(rng, mod, c.pt.sex)
    s, o, ps = pron(c)
    doc = Doc()
    letterhead(doc, rng, c)
    doc.ln(rng.choice(["DISCHARGE SUMMARY", "Episode of Care - Discharge Summary", "DISCHARGE REPORT", "End of Care Summary"]))
    doc.ln("Date: {d}", d=D(rng, c, c.visits[-1] + dt.timedelta(days=rng.randint(0, 6)), LETTER_DATES))
    doc.nl()
    pt_header(doc, rng, c)
    doc.ln("Episode: {a} - {b} ({n} sessions)", a=D(rng, c, c.visits[0], ["num", "dmon", "short"]), b=D(rng, c, c.visits[-1], ["num", "dmon", "short"]),
           n=len(c.visits))
    doc.ln("Treating practitioner: {p}", p=phi.nm(c.prac, "cred", "DOCTOR", rng, country))
    doc.ln("Referrer: {r}", r=rng.choice([["self"], [gpn(rng, c), ", ", H(c.gp.practice.name)]]))
    doc.nl()
    doc.ln("Diagnosis: %s (%s)" % (cap(comp["name"]), CL.icd(comp, country)))
    doc.nl()
    doc.ln("Summary of care")
    doc.ln("{n} presented on {d} with {cmp} following {m}. Care consisted of {t}, with a home programme of {h}.",
           n=ptn(rng, c, ["titlefull", "title", "full"]), d=D(rng, c, c.visits[0], ["long", "daymonth", "num"]), cmp=comp["name"],
           m=rng.choice(comp["mech"]), t=", ".join(CL.tech(rng, comp, mod, 3)), h=" and ".join(CL.hep(rng, comp, 2)))
    if rng.random() < 0.6:
        doc.ln("Care was interrupted between {a} and {b} while {s} travelled to {c}.", a=D(rng, c, c.visits[2] + dt.timedelta(days=1), ["daymonth", "dm"]),
               b=D(rng, c, c.visits[2] + dt.timedelta(days=rng.randint(9, 20)), ["daymonth", "dm"]), s=s, c=phi.country_piece(rng.choice(PL.WORLD)))
    doc.nl()
    meas = comp["measure"]
    sc = CL.score_series(rng, meas, 2)
    doc.ln("Outcome measures")
    doc.ln("Measure            | Initial ({a}) | Discharge ({b})", a=D(rng, c, c.visits[0], ["num", "dm"]), b=D(rng, c, c.visits[-1], ["num", "dm"]))
    doc.ln("%-18s | %s | %s" % (meas, CL.fmt_score(meas, sc[0]), CL.fmt_score(meas, sc[1])))
    doc.ln("%-18s | %s | %s" % ("NPRS (worst)", CL.nprs(rng, 6, 9), CL.nprs(rng, 0, 4)))
    doc.ln("%-18s | %.1f | %.1f" % ("PSFS (mean)", rng.uniform(2, 5), rng.uniform(6, 9.5)))
    doc.ln("GROC at discharge: +%d (\"%s\")" % (rng.randint(3, 7), rng.choice(["a good deal better", "moderately better", "a very great deal better"])))
    doc.nl()
    doc.ln("Goals")
    gl = [["walk 5 km with ", rel_ref(rng, c), " - achieved"],
          ["return to full duties at ", P(c.emp_type, c.employer), " - achieved"] if not c.retired else ["garden for 1 hour - achieved"],
          [rng.choice(["sleep through the night", "lift the shopping", "sit through a film", "drive for 2 hours"]) + " - partially achieved"]]
    for gg in gl:
        doc.ln("- {g}", g=gg)
    doc.nl()
    reason = rng.randint(0, 4)
    if reason == 0:
        doc.ln("Reason for discharge: goals met.")
    elif reason == 1:
        doc.ln("Reason for discharge: patient relocating to {ct}, {st}; details of a colleague in the area provided.", ct=P("CITY", rng.choice(PL.CITIES[country])),
               st=P("STATE", rng.choice(PL.STATES[country])[0]))
    elif reason == 2:
        doc.ln("Reason for discharge: plateau after {n} sessions - referred back to {g} for consideration of {x}.", n=len(c.visits), g=gpn(rng, c),
               x=rng.choice(["imaging", "a sports physician opinion", "a pain clinic referral", "injection therapy"] if comp["segs"] else
                            ["further investigation", "specialist review", "a trial of medication", "a dietitian referral"]))
    elif reason == 3:
        doc.ln("Reason for discharge: did not attend on {a} or {b}; SMS and email ({EMAIL:e}) unanswered.", a=D(rng, c, c.visits[-1] + dt.timedelta(days=7), ["dm", "daymonth"]),
               b=D(rng, c, c.visits[-1] + dt.timedelta(days=14), ["dm", "daymonth"]), e=c.email)
    else:
        doc.ln("Reason for discharge: transferred to maintenance care at patient request (monthly).")
    doc.ln("Advice: continue HEP; %s; re-book via {URL:u} or call {PHONE:p} if symptoms recur." % rng.choice(
        ["pace gardening", "graded return to running", "take micro-breaks hourly at the desk", "keep up the pool walking"]),
           u=phi.org_url(rng, c.clinic.slug, "book"), p=c.clinic.phone)
    doc.nl()
    sign(doc, rng, c, closing=rng.choice(["Signed,", "Kind regards,", None]))
    doc.nl()
    doc.ln("cc: {g}, {h} ({FAX:f})", g=gpn(rng, c, ["drfull", "dr"]), h=H(c.gp.practice.name), f=c.gp.practice.fax)
    return doc, c
