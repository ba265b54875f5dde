"""Genres: transfer to hospital form, pharmacist medication review (own genre)."""
import clin as K
import common as CM
import gen as G
from case import nm
from nb import V, join


def transfer(c, n):
    r = c.rng
    ctx = c.ctx()
    uk = c.country == "UK"
    p = c.pt
    n.add(r.choice(["HOSPITAL TRANSFER FORM (Red Bag pathway)\n", "Care Home to Hospital Transfer Summary\n"] if uk else
                   ["RESIDENTIAL AGED CARE - HOSPITAL TRANSFER FORM\n", "RACF Transfer to Hospital Summary\n"]))
    n.f("From: {home}, {home_addr}\n", ctx)
    n.f("Tel {home_phone}   Fax {home_fax}   After-hours RN mobile {mob}\n", ctx, mob=V("PHONE", G.phone(r, c.country, "mobile")))
    n.f("To: Emergency Department, {hosp}\n", ctx)
    h0, m0 = r.randrange(0, 21), r.randrange(0, 50)

    def hm(add):
        tot = h0 * 60 + m0 + add
        return "%02d:%02d" % ((tot // 60) % 24, tot % 60)
    n.f("Date of transfer: {d}   Time left facility: {t}\n\n", ctx, d=c.D(0, r.choice([c.style, "wd_short", "dmy"])), t=hm(95))
    n.add("RESIDENT DETAILS\n")
    n.f("Name: {nm}   Preferred name: {nick}\nDOB: {dob}   Age: {age}   Sex: {sx}\n", ctx,
        nm=nm(p, r.choice(["LF", "LFM", "full", "title_full"])), nick=nm(p, "nick"), sx="F" if p.sex == "F" else "M")
    if uk:
        n.f("NHS No: {nhs}   Hospital No: {hn}\n", ctx, nhs=V("MRN", c.nhs), hn=V("MRN", c.hospno))
    else:
        n.f("Medicare: {mc}   URN: {hn}", ctx, mc=V("HEALTHPLAN", c.medicare), hn=V("MRN", c.hospno))
        if c.dva:
            n.f("   DVA: {d}", ctx, d=V("HEALTHPLAN", c.dva))
        n.add("\n")
    n.f("Room {room}, {unit}\n", ctx)
    n.f("NOK: {n1} ({nok1_rel}) {ph} - notified at {t} by {rn}\n", ctx, n1=nm(c.nok1, r.choice(["full", "title_full"])),
        ph=V("PHONE", r.choice([c.nok1.mobile, c.nok1.land])), t=hm(25), rn=nm(c.rns[0], r.choice(["first", "full"])))
    n.f("GP: {gp}, {practice} {practice_phone}\n\n", ctx, gp=CM.sref(c, c.gp, r.choice([0, 2])))
    n.add("REASON FOR TRANSFER\n")
    reasons = [("Unwitnessed fall at %s, shortened externally rotated L leg, pain 8/10.",
                "?#NOF"), ("Reduced GCS (E3V3M5) and new left facial droop noted %s.", "?stroke"),
               ("Temp 39.1, rigors, SpO2 86%% RA at %s despite O2 4 L.", "?sepsis"),
               ("Coffee-ground vomit x2 since %s; on apixaban.", "?upper GI bleed"),
               ("Chest pain radiating to jaw from %s, GTN x2 no relief.", "?ACS")]
    rs, q = r.choice(reasons)
    n.add((rs % hm(0)) + " " + q + "\n")
    n.add("Obs: " + K.vitals(c) + ". " + K.news2(c) + ".\n\n")
    n.add("BASELINE (usual)\n")
    n.add("Cognition: " + r.choice(["moderate dementia - orientated to self; knows family", "mild cognitive impairment",
                                    "advanced dementia, non-verbal", "intact"]) + "\n")
    n.add("Mobility: " + r.choice(["4WW + 1 assist", "hoist x2", "independent with stick", "wheelchair, standing transfers with frame"]) + "\n")
    n.add("Continence: " + r.choice(["pads day and night", "continent with prompting", "IDC (changed monthly)"]) + "   Diet: " +
          r.choice(["IDDSI 7 regular", "IDDSI 5 minced and moist, mildly thick fluids", "diabetic"]) + "\n")
    n.add("Behaviours: " + r.choice(["may become distressed in unfamiliar places - calm approach, talk about her garden" if p.sex == "F" else
                                     "may become distressed in unfamiliar places - talk about his football",
                                     "nil", "exit-seeking late afternoon", "resists personal care; two staff"]) + "\n\n")
    n.add("MEDICATIONS: MAR printout enclosed. Last doses:\n")
    for m in K.med_list(c, r.randrange(2, 5), prn=False):
        n.add("  %s %s - last given " % (m[0], m[1]))
        tm = m[4][0] if m[4] else "0800"
        n.put(c.D(0 if int(tm[:2]) < h0 else -1, "dm"))
        n.add(" %s\n" % (tm[:2] + ":" + tm[2:]))
    n.add("Allergies: " + r.choice(K.ALLERGIES) + "\n\n")
    n.add("ADVANCE CARE PLANNING\n")
    n.f("{form} dated {d} enclosed - {cpr}. Decision maker: {dm} ({att}).\n", ctx,
        form="ReSPECT form" if uk else "Advance Care Directive", d=c.D(-r.randrange(40, 700)),
        cpr=r.choice(["not for CPR; for active treatment", "not for CPR; for ward-based care", "for full escalation"]),
        dm=nm(c.nok1, "full"), att="LPA H&W" if uk else r.choice(["EPOA", "MTDM", "Enduring Guardian"]))
    n.f("Infection status: {inf} (tested {d})\n\n", ctx, inf=r.choice(["COVID RAT negative", "nil known", "MRSA colonised", "ESBL in urine"]),
        d=c.D(0, "dm"))
    n.add("ITEMS SENT\n")
    items = ["glasses", "dentures (upper)", "walking frame", "mobile phone and charger", "slippers", "hearing aids"]
    n.add(", ".join(K.pick(r, items, r.randrange(2, 5))))
    if r.random() < 0.6:
        n.f("; hearing aid serials {s1} / {s2}", ctx, s1=V("DEVICE", G.device_serial(r, "hearing")), s2=V("DEVICE", G.device_serial(r, "hearing")))
    if uk:
        n.f(". Red bag no. {b}.\n\n", ctx, b=V("IDNUM", "RB" + G.digits(r, 4)))
    else:
        n.add(".\n\n")
    n.add("AMBULANCE\n")
    crew = [c.staff("", "Paramedic"), c.staff("", "Paramedic")]
    n.f("Incident no. {inc}   Vehicle {veh}   Crew: {c1} and {c2}   Arrived {t1}, departed {t2}\n\n", ctx,
        inc=V("IDNUM", G.digits(r, 8) if uk else "AV" + G.digits(r, 7)), veh=V("VEHICLE", G.vehicle(r, c.country)),
        c1=nm(crew[0], r.choice(["full", "init_last"])), c2=nm(crew[1], r.choice(["full", "first"])), t1=hm(40), t2=hm(95))
    n.f("Phone handover to {ed}, ED {role}, ext {ext}.\n", ctx, ed=nm(c.staff("", "RN"), r.choice(["full", "first"])),
        role=r.choice(["nurse in charge", "triage nurse", "CNC"]), ext=V("PHONE", "555" + G.digits(r, 1)))
    rn = c.rns[0]
    n.f("Completed by: {rn}   Contact: {ph}\n", ctx, rn=CM.sref(c, rn, 0), ph=V("PHONE", c.home_phone))
    if r.random() < 0.5:
        n.f("Form e-sent to {em} from {ip}\n", ctx, em=V("EMAIL", G.email(r, "ed.admin")), ip=V("IPADDR", G.ip(r)))


def pharm_review(c, n):
    r = c.rng
    ctx = c.ctx()
    uk = c.country == "UK"
    p = c.pt
    ph = c.pharmacist
    if uk:
        n.add(r.choice(["STRUCTURED MEDICATION REVIEW (SMR)\n", "Care Home Medicines Optimisation Review\n"]))
        n.f("PCN clinical pharmacist: {ph}, GPhC {lic}\n", ctx, ph=nm(ph, "full"), lic=V("LICENSE", ph.lic))
    else:
        n.add(r.choice(["RESIDENTIAL MEDICATION MANAGEMENT REVIEW (RMMR) REPORT\n", "RMMR - Pharmacist Report to GP\n"]))
        n.f("Accredited pharmacist: {ph} (AHPRA {lic}; accreditation no. {acc})\n", ctx, ph=nm(ph, "full"),
            lic=V("LICENSE", ph.lic), acc=V("LICENSE", G.digits(r, 4)))
        n.f("Provider: {org}  Ph {tel}  Email {em}\n", ctx, org=V("ORGANIZATION", r.choice(
            ["Medwise Review Partners Pty Ltd", "Bluegum Clinical Pharmacy Services", "Riverside Med Reviews", "Wattle Pharmacy Consulting"])),
            tel=V("PHONE", G.phone(r, c.country, "mobile")), em=V("EMAIL", ph.email))
    n.f("Referring GP: {gp}, {practice}   Referral received: {d}\n", ctx, gp=CM.sref(c, c.gp, 2), d=c.D(-r.randrange(5, 30)))
    n.f("Resident: {nm}   DOB: {dob} ({agep})\nFacility: {home}, room {room}\n", ctx, nm=nm(p, r.choice(["full", "LF", "title_full"])))
    n.put(c.ids_line(("mrn",) if uk else ("hp",)))
    n.f("\nReview date: {d}. Resident interviewed {with_}; discussed with {rn}.\n", ctx, d=c.D(0),
        with_=r.choice(["in room", "in the lounge", "briefly (limited by cognition)"]), rn=CM.sref(c, c.rns[2]))
    n.f("Information sources: MAR, progress notes, pathology {d}, GP summary, {fam} ({rel}).\n\n", ctx,
        d=c.D(-r.randrange(3, 40)), fam=nm(c.nok1, "first"), rel=c.nok1.rel)
    n.add("Clinical summary\n")
    n.put(K.problem_list(c, r.randrange(4, 7), numbered=False))
    n.add(K.lab_block(c, 5, "; ") + ". Weight %.1f kg. Falls in last 3 months: %d.\n\n" % (r.randrange(400, 850) / 10, r.randrange(0, 4)))
    n.add("Current medicines\n")
    meds = K.med_list(c, r.randrange(7, 13))
    for m in meds:
        n.add("  " + K.med_line(m, 2) + "\n")
    n.add("Drug Burden Index %.1f; anticholinergic burden score %d.\n\n" % (r.randrange(5, 40) / 10, r.randrange(0, 6)))
    n.add("Issues and recommendations\n")
    issues = [("Possible excessive sedation: %s + %s." % (r.choice(["mirtazapine", "quetiapine", "temazepam"]), r.choice(["PRN lorazepam", "zopiclone", "oxycodone"])),
               "Consider tapering the night-time sedative by 25% every 2 weeks; monitor sleep chart."),
              ("Renal dosing: eGFR %d - current dose may be excessive." % r.randrange(20, 45), "Review %s dose against renal function." % r.choice(["apixaban", "metformin", "gabapentin", "nitrofurantoin"])),
              ("Long-term PPI without clear indication.", "Trial step-down to 20 mg then stop if no reflux symptoms."),
              ("Anticholinergic load in a resident with dementia (oxybutynin).", "Consider mirabegron or bladder training instead."),
              ("Bisphosphonate > 5 years.", "Consider drug holiday; discuss with falls clinic."),
              ("Postural hypotension with falls; on %s." % r.choice(["amlodipine", "tamsulosin", "furosemide"]), "Reduce/stop; recheck lying/standing BP in 2 weeks."),
              ("Antipsychotic for BPSD > 12 weeks.", "Trial dose reduction with behaviour charting; document consent with decision maker.")]
    r.shuffle(issues)
    for i, (iss, rec) in enumerate(issues[:r.randrange(3, 6)]):
        n.add("%d. %s\n   Recommendation: %s\n" % (i + 1, iss, rec))
    n.f("\nDiscussed with {n1} by phone ({ph}) who {resp}.\n", ctx, n1=nm(c.nok1, r.choice(["first", "title_last"])),
        ph=V("PHONE", c.nok1.mobile), resp=r.choice(["supports reducing sedatives", "asked for changes to be made slowly",
                                                     "was not aware of the PRN use and is happy with the plan"]))
    n.add("\nPharmacist: ")
    n.put(nm(ph, "full"))
    n.add("   Signature on file   Date: ")
    n.put(c.D(r.randrange(0, 4)))
    if not uk:
        n.f("\nClaim ID: {cl}\n", ctx, cl=V("ACCOUNT", "RM" + G.digits(r, 8)))
    else:
        n.add("\n")
    n.add("\nGP RESPONSE / MEDICATION MANAGEMENT PLAN\n")
    n.add(r.choice(["Recommendations 1 and 2 accepted; 3 declined (family preference).", "All accepted - changes charted.",
                    "1 accepted, 2 to be discussed at case conference."]) + "\n")
    n.f("{gp}   Date: {d}\n", ctx, gp=CM.sref(c, c.gp, r.choice([0, 2, 4])), d=c.D(r.randrange(4, 14)))
    if r.random() < 0.5:
        n.f("Plan faxed to {pharmacy} on {pharmacy_fax} and emailed to {home_email}.\n", ctx)
