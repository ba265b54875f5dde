"""Genres: line complication note; discharge-from-OPAT letter (dev245)."""
import gen as G
import clin as C
from common import S, ago, later, wkday, label_block, letterhead, hosp_contact, esign, contact_line, mrn_frag, social

COMPS = ["occlusion", "dvt", "clabsi", "phlebitis", "migration", "leak", "dermatitis", "exit"]


def line_complication(n, cx, today):
    pt = G.Patient(cx, today)
    author = G.Staff(cx, cx.ch(["rn", "rn", "dr", "np"]))
    dn = G.Staff(cx, "rn")
    dr = G.Staff(cx, "dr")
    comp = cx.ch(COMPS)
    cath = cx.ch(C.CATHETERS)
    kind = cath[0]
    arm = cx.ch(["R", "L", "right", "left"])
    ins = ago(today, cx.ri(5, 45))
    reg = C.regimen(cx)
    agency = G.provider(cx)
    title = {"occlusion": "Line occlusion", "dvt": "Suspected catheter-related DVT", "clabsi": "Fever - ?CLABSI",
             "phlebitis": "Midline phlebitis", "migration": "Catheter migration / dislodgement", "leak": "Catheter damage / leak",
             "dermatitis": "Dressing-related skin reaction", "exit": "Exit site infection"}[comp]
    n.ln(cx.ch(["VASCULAR ACCESS - COMPLICATION NOTE", "OPAT Progress Note: %s" % title, "Line problem - %s" % title,
                "VAD COMPLICATION REVIEW", "PICC/midline troubleshooting note"]))
    label_block(n, cx, pt, today)
    n.ln("Date: {d}  Time: {t}   Author: {a}", d=cx.D(today), t=cx.time(), a=author.sig())
    n.ln("Line: {k} {fr}, {arm} {v}, inserted {d} at {h}", k=kind, fr=cath[1], arm=arm, v=cx.ch(C.VEINS),
         d=cx.D(ins, cx.ch(["md", cx.dstyle, "short"])), h=S(G.hospital(cx), "HOSPITAL"))
    n.ln("Therapy: {r}, day {x}", r="%s %s %s" % reg[:3], x=(today - ins).days)
    n.ln("Background: {p}. Allergies: {a}.", p=", ".join(cx.sample(C.COMORBID, cx.ri(2, 4))), a=cx.ch(C.ALLERGIES))
    if cx.p(0.5):
        n.ln("Meds: {m}", m=", ".join(cx.sample(["apixaban 5 mg BD", "metformin 1 g BD", "insulin glargine 24 units nocte",
                                                   "atorvastatin 40 mg", "omeprazole 20 mg", "paracetamol 1 g QDS PRN",
                                                   "oxycodone 5 mg PRN", "bisoprolol 2.5 mg", "furosemide 40 mg mane",
                                                   "sertraline 50 mg", "levothyroxine 100 mcg", "methadone 60 mg daily"], 4)))
    n.ln()
    src = cx.r.randrange(3)
    if src == 0:
        n.ln("Called at {t} by {dn} ({a}, {p}) from pt's home.", t=cx.time(), dn=dn.sig(), a=S(agency, "HOSPITAL"),
             p=S(cx.phone(), "PHONE"))
    elif src == 1:
        n.ln("Pt self-presented to {w} {d} with {rel} {nk}.", w=cx.ch(["OPAT clinic", "ED", "the infusion suite", "urgent care"]),
             d=cx.ch(["this morning", "today", "at lunchtime"]), rel=pt.rel, nk=pt.nok.nm(cx.ch(["first", "full"])))
    else:
        n.ln("Reviewed at home visit on {d} by {dn}; photos uploaded to {u}.", d=cx.D(today, cx.ch(["md", "wk"])), dn=dn.short(),
             u=S(cx.url(), "URL"))
    n.ln()
    if comp == "occlusion":
        n.ln("S: Pump alarming 'downstream occlusion' since {t}. Unable to flush {l}.", t=cx.time(),
             l=cx.ch(["either lumen", "red lumen", "line", "purple lumen"]))
        n.ln("O: No kinks, clamps open, dressing intact. External length unchanged ({e} cm). No arm swelling.", e=cx.ri(0, 3))
        n.ln("A: Withdrawal/total occlusion, likely thrombotic.")
        n.ln("P: Alteplase (Cathflo) 2 mg/2 mL instilled {t}, dwell {m} min -> {r}.", t=cx.time(), m=cx.ch([30, 60, 120]),
             r=cx.ch(["patency restored, brisk blood return", "partial return, 2nd dose given", "no return - line to be replaced"]))
        n.ln("Flush technique re-taught; positive-pressure disconnect.")
    elif comp == "dvt":
        n.ln("S: {arm} arm swelling and ache x{d} days, tightness around elbow.", arm=arm, d=cx.ri(1, 4))
        n.ln("O: Arm circ {c} cm (baseline {b} cm). Superficial veins prominent, pitting to wrist. {v}", c=cx.ri(31, 40), b=cx.ri(26, 30),
             v=C.vitals_line(cx))
        res = cx.r.randrange(4)
        n.ln("Doppler US {d} (acc {a}): {r}", d=cx.D(today, cx.ch(["md", "short"])), a=S(cx.idnum("acc"), "IDNUM"),
             r=["occlusive thrombus in basilic and axillary veins around catheter", "non-occlusive thrombus brachial vein",
                "superficial thrombophlebitis cephalic vein only", "no DVT"][res])
        if res < 2:
            n.ln("P: {p} Catheter left in situ as functioning and still required (per guidance). Virchow's triad: stasis + device.",
                 p=cx.ch(["Apixaban 10 mg BD x 7 days then 5 mg BD for 3 months.", "Enoxaparin 1 mg/kg SC BD.",
                          "Rivaroxaban 15 mg BD x 21 days then 20 mg daily."]))
        elif res == 2:
            n.ln("P: Warm compresses, elevation, NSAID if renal function allows. No anticoagulation. Repeat US in 1/52 if worse.")
        else:
            n.ln("P: Reassure. Swelling likely dependent oedema; elevate arm, recheck circumference at next visit.")
    elif comp == "clabsi":
        n.ln("S: Rigors during infusion {d}, T max {t}.", d=cx.ch(["last night", "this am", "after evening dose"]),
             t="%.1f" % cx.r.uniform(38.1, 39.6))
        n.ln("O: {v}. Exit site {s}.", v=C.vitals_line(cx), s=cx.ch(["clean", "mild erythema", "purulent ooze"]))
        n.ln("Blood cultures: peripheral ({a}) and from {k} ({b}) at {t}.", a=S(cx.idnum("acc"), "IDNUM"), k=kind,
             b=S(cx.idnum("acc"), "IDNUM"), t=cx.time())
        n.ln("Update {d}: {r}", d=cx.D(later(today, 1), cx.ch(["md", "short", "wk"])),
             r=cx.ch(["line set flagged positive 2.5 h before peripheral (DTP > 2 h) - CoNS.",
                      "both sets Gram-positive cocci in clusters.", "no growth at 48 h.", "Candida parapsilosis in line set."]))
        n.ln("P: {k} removed {d}; tip sent for culture (spec {s}). New line after 48 h negative cultures.", k=kind,
             d=cx.D(later(today, 1), "md"), s=S(cx.idnum("acc"), "IDNUM"))
    elif comp == "phlebitis":
        n.ln("O: Tender cord along vein, erythema {x} cm above insertion site. VIP score {v}.", x=cx.ri(1, 6), v=cx.ri(2, 4))
        n.ln("A: Mechanical/chemical phlebitis ({r} via midline).", r=reg[0])
        n.ln("P: Midline removed intact (length {l} cm). Warm compress, elevate. Re-site as PICC - booked {d}.", l=cx.ch([10, 15, 20]),
             d=cx.D(later(today, cx.ri(1, 3)), cx.ch(["md", "wk", "wkfull"])))
    elif comp == "migration":
        n.ln("O: External length {e} cm (was {b} cm at insertion). StatLock detached. {x}", e=cx.ri(5, 12), b=cx.ri(0, 2),
             x=cx.ch(["No arrhythmia.", "Pt had pulled line while sleeping.", "Dressing had been changed by pt's partner."]))
        n.ln("CXR {d} (acc {a}): tip now in {t}.", d=cx.D(today, "md"), a=S(cx.idnum("acc"), "IDNUM"),
             t=cx.ch(["axillary vein", "subclavian vein", "brachiocephalic vein", "right atrium (advanced)"]))
        n.ln("P: Not to be used for vesicant/continuous therapy. Replace - IR slot {d}.", d=cx.D(later(today, 1), cx.ch(["md", "wk"])))
    elif comp == "leak":
        n.ln("O: Split in extension leg {x} cm from hub; fluid leaking on flushing.", x=cx.ri(1, 4))
        n.ln("Clamped proximal to damage. Repair kit {r} used; lot {l}.", r=cx.ch(["BD repair kit", "Bard PICC repair"]),
             l=S(cx.device("lot"), "DEVICE"))
        n.ln("Device incident reported to manufacturer and {x}; internal report {i}.", x=cx.ch(["MHRA", "TGA", "FDA MedWatch"]),
             i=S(cx.idnum("incident"), "IDNUM"))
    elif comp == "dermatitis":
        n.ln("O: Erythematous, itchy rash matching dressing footprint; no induration at exit site. Nil systemic features.")
        n.ln("A: Contact dermatitis - likely CHG or adhesive. P: Switch to {d} with barrier film; hydrocortisone 1% to surrounding skin.",
             d=cx.ch(["IV3000 (no CHG)", "silicone adhesive dressing", "Sorbaview Shield"]))
    else:
        n.ln("O: Erythema {x} cm around exit site with purulent discharge; swab taken (spec {s}).", x=cx.ri(1, 3),
             s=S(cx.idnum("acc"), "IDNUM"))
        n.ln("P: {p}", p=cx.ch(["Line removed; new line opposite arm.", "Add oral doxycycline pending swab.", "Daily dressing review by HITH nurse."]))
    n.ln()
    k = cx.r.randrange(3)
    if k == 0:
        n.ln("Discussed with {d} (OPAT consultant) - agrees with plan.", d=dr.dr(full=cx.p(0.4)))
    elif k == 1:
        n.ln("Discussed with {d}, {c}.", d=dr.dr(), c=contact_line(cx, dr))
    else:
        n.ln("Incident form completed: ref {i}.", i=S(cx.idnum("incident"), "IDNUM"))
    n.ln("Pt ({nm}) and {rel} informed{x}. Follow-up {d}.", nm=pt.p.nm(cx.ch(["first", "il", "ini"])), rel=pt.rel,
         x=cx.ch(["", "; written info given", "; knows to call the on-call line"]),
         d=cx.D(later(today, cx.ri(1, 7)), cx.ch(["md", "wk", "wkfull", "short"])))
    esign(n, cx, author, today)
    if cx.p(0.45):
        n.ln()
        n.ln("Addendum {d}: {x} ({s})", d=cx.D(later(today, cx.ri(1, 3)), cx.ch(["md", "short", cx.dstyle])),
             x=cx.ch(["reviewed at home - site settling.", "line functioning, pump running without alarms.",
                      "cultures final - no growth.", "replacement line inserted uneventfully.", "pt reports symptoms resolved."]),
             s=G.Staff(cx, "rn").short())


def discharge_letter(n, cx, today):
    pt = G.Patient(cx, today)
    h = hosp_contact(cx)
    cons = G.Staff(cx, "dr")
    gp, prac = G.Staff(cx, "dr"), G.gp_practice(cx)
    paddr = G.Addr(cx)
    cs = C.case(cx)
    reg = cs.reg
    weeks = C.dur_weeks(cx, cs)
    start = ago(today, weeks * 7 + cx.ri(1, 6))
    stop = ago(today, cx.ri(0, 5))
    lin = ago(start, cx.ri(0, 3))
    letterhead(n, cx, h, cx.ch(["OPAT Service", "Infectious Diseases & OPAT", "Department of Microbiology - OPAT",
                                "Hospital in the Home" if cx.c == "AU" else "Home IV Antibiotic Service"]))
    n.ln("Date dictated: {d}   Date typed: {t}", d=cx.D(ago(today, cx.ri(0, 2))), t=cx.D(today))
    if cx.p(0.5):
        n.ln("Our ref: {c}/{i}", c=(cons.form("INI"), "DOCTOR"), i=S(cx.idnum("ref"), "IDNUM"))
    n.ln()
    n.ln("{g}", g=gp.dr(full=True))
    n.ln("{p}", p=S(prac, "HOSPITAL"))
    n.ln("{a}", a=paddr.lines())
    n.ln()
    n.ln("Dear {g},", g=cx.ch([gp.dr(), "Doctor", "Colleague"]))
    n.ln()
    n.ln("RE: {nm}   DOB: {dob}", nm=pt.S(cx.ch(["LF", "full", "fmi"])), dob=cx.D(pt.dob))
    n.ln("{a}", a=pt.addr.oneline())
    n.ln("{m}", m=mrn_frag(cx, pt))
    n.ln()
    n.ln("DISCHARGE FROM OPAT")
    n.ln("Diagnosis:       {i}", i=cs.ind)
    n.ln("Organism:        {o}", o=cs.org)
    n.ln("IV therapy:      {r} {s} - {e} ({d} days OPAT)", r="%s %s %s" % reg[:3], s=cx.D(start, cx.ch(["md", cx.dstyle])),
         e=cx.D(stop, cx.ch(["md", cx.dstyle])), d=(stop - start).days)
    n.ln("Access:          {k} inserted {a}, removed {b}", k=cx.ch(["PICC", "midline", "PICC (5 Fr DL)", "tunnelled line"]),
         a=cx.D(lin, cx.ch(["md", cx.dstyle, "short"])), b=cx.D(stop, cx.ch(["md", "short", cx.dstyle])))
    n.ln("Complications:   {c}", c=cx.ch(["none", "none", "line occlusion x1 (alteplase)", "neutropenia wk 4 - resolved",
                                          "C. difficile infection - treated with oral vancomycin", "rash - switched agent",
                                          "PICC-associated DVT (anticoagulated)"]))
    oc = cx.r.randrange(5)
    n.ln("Outcome:         {o}", o=["Cure", "Improved - oral step-down", "Improved", "Failure - readmitted", "Partial response"][oc])
    n.ln("Readmissions:    {r}", r="1 (%s)" % cx.ch(["fever", "line infection", "relapse of pain"]) if oc == 3 else cx.ch(["nil", "nil", "1 (unrelated - fall)"]))
    n.ln()
    n.add("{t} completed {w} weeks of IV therapy under the OPAT team, ", t=pt.p.tl(), w=weeks)
    n.add("{x} ", x=cx.ch(["self-administering after training", "with daily district nurse visits", "attending the infusion suite daily",
                           "with visits from " + cx.ch(["the HITH nurses", "the home infusion agency"])]))
    n.ln("without significant problems. Inflammatory markers normalised (CRP {a} -> {b}).", a=cx.ri(60, 250), b=cx.ch(["<5", "4", "7", "11"]))
    n.ln()
    step = oc == 1 or (oc != 0 and cx.p(0.5))
    if step:
        ob = cx.ch(C.ABX_ORAL)
        n.ln("Oral step-down: {o} for {w} weeks, to finish on {d}. Please check {t} at 2 weeks.", o=ob, w=cx.ch([2, 4, 6]),
             d=cx.D(later(today, cx.ri(14, 42)), cx.ch(["long", "md", cx.dstyle])),
             t=cx.ch(["CBC and LFTs", "CMP", "CBC/CMP"] if cx.us else ["FBC and LFTs", "U&E and K+", "FBC, U&E, LFTs"]))
    else:
        n.ln("No further antibiotics required.")
    ind = cs.ind
    bone = any(k in ind for k in ["PJI", "osteomyelitis", "arthritis", "fixation", "discitis", "bursitis", "abscess"])
    if "endocarditis" in ind:
        clinic, extra = cx.ch(["ID", "joint ID/cardiology", "Endocarditis"]), cx.ch([" with echo beforehand", "", ["; echo booked ", cx.D(later(today, cx.ri(7, 30)), "md")]])
    elif bone:
        clinic, extra = cx.ch(["ID", "Orthopaedic", "joint ID/ortho", "Spinal"]), cx.ch(["", " with repeat MRI", " with X-ray on arrival", " with bloods 1 week prior"])
    else:
        clinic, extra = cx.ch(["ID", "OPAT", "Respiratory" if "bronch" in ind or "fibrosis" in ind else "ID"]), cx.ch(["", " with bloods on the day"])
    n.ln("Follow-up: {c} clinic on {d}{x}.", c=clinic,
         d=cx.D(wkday(later(today, cx.ri(10, 60))), cx.ch(["wkcomma", "long", "md", cx.dstyle])),
         x=extra)
    n.ln("The patient knows to contact us if fever or recurrence of pain.")
    if cx.p(0.4):
        n.ln("Social: {s}", s=social(cx, pt))
    n.ln()
    n.ln("Yours sincerely,")
    n.ln()
    n.ln("{c}", c=cons.dr(full=True))
    n.ln("{t}{r}", t=cx.ch(["Consultant in Infectious Diseases", "OPAT Lead", "Consultant Microbiologist", "Staff Specialist, ID",
                            "Attending Physician, Infectious Diseases"]),
         r=["  ", {"US": "NPI ", "UK": "GMC ", "AU": "AHPRA "}[cx.c], S(cx.npi() if cx.us else cx.license("dr"), "LICENSE")] if cx.p(0.4) else "")
    if cx.p(0.5):
        n.ln("Secretary: {s}  {p}", s=G.Staff(cx, "tech").nm(cx.ch(["full", "il"])), p=S(cx.phone_ext(), "PHONE"))
    n.ln()
    n.ln("cc: {x}", x=cx.ch([["Patient, ", pt.addr.oneline()[0], ""], ["Referring consultant, ", G.Staff(cx, "dr").dr(), ", ", S(G.hospital(cx), "HOSPITAL")],
                             [S(G.provider(cx), "HOSPITAL"), " (home infusion)"], "Patient"]))
    if cx.p(0.35):
        n.ln("Typed by: {t}/{u}", t=cons.ini(), u=(G.Person(cx, "DOCTOR").form("ini").lower(), "DOCTOR"))
