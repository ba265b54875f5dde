"""Genres (own): geriatric ward discharge summary, care home incident report."""
import clin as K
import common as CM
import gen as G
from case import nm
from nb import V, join


def discharge(c, n):
    r = c.rng
    ctx = c.ctx()
    uk = c.country == "UK"
    p = c.pt
    los = r.randrange(4, 29)
    adm = -los
    n.f("{hosp}\n", ctx)
    n.add(r.choice(["DISCHARGE SUMMARY - Care of the Elderly\n", "Inpatient Discharge Letter (Geriatric Medicine)\n"] if uk else
                   ["DISCHARGE SUMMARY - Geriatric Medicine\n", "GEM Unit Separation Summary\n"]))
    n.f("Patient: {nm}   DOB: {dob}   Sex: {sx}\n", ctx, nm=nm(p, r.choice(["LF", "LFM", "full"])), sx=p.sex)
    if uk:
        n.f("Hospital No: {hn}   NHS No: {nhs}\n", ctx, hn=V("MRN", c.hospno), nhs=V("MRN", c.nhs))
    else:
        n.f("URN: {hn}   Medicare: {mc}\n", ctx, hn=V("MRN", c.hospno), mc=V("HEALTHPLAN", c.medicare))
    n.f("Encounter: {acct}\nAdmitted: {a}   Discharged: {d}   LOS {los} days\n", ctx, acct=V("ACCOUNT", G.account(r)),
        a=c.D(adm), d=c.D(0), los=str(los))
    n.f("Ward: {ward}   Consultant: {geri}\n", ctx, geri=CM.sref(c, c.geri, r.choice([0, 2, 4])))
    to_home = r.random() < 0.7
    placement = r.choice(["new placement", "return to usual residence", "respite"])
    n.f("Discharge destination: {dest}\n", ctx, dest=[V("HOSPITAL", c.home), " (", placement, "), ", c.address("home", "line")] if to_home
        else ["usual residence, ", c.address("pt", "line")])
    n.f("GP: {gp}, {practice}  Fax {practice_fax}\n\n", ctx, gp=CM.sref(c, c.gp, r.choice([0, 2])))
    dx = r.choice(["Delirium secondary to urinary tract infection", "Mechanical fall with left pubic rami fractures",
                   "Community-acquired pneumonia (CURB-65 3)", "Hyponatraemia (Na 119) - thiazide-related",
                   "Right neck of femur fracture - hemiarthroplasty", "Decompensated heart failure", "Acute kidney injury stage 2 on CKD"])
    n.add("Principal diagnosis: " + dx + "\n")
    n.add("Complications: " + r.choice(["hospital-acquired delirium", "nil", "Category 2 pressure ulcer sacrum" if uk else "Stage 2 pressure injury sacrum",
                                        "constipation", "new AF - anticoagulated"]) + "\n")
    n.add("Comorbidities:\n")
    n.put(K.problem_list(c, r.randrange(3, 7), numbered=False, bullet="  * "))
    n.add("\nPresentation and course\n")
    n.f("{agep} {from_} brought in by ambulance on {d} after {ev}. ", ctx,
        from_=["resident of ", V("HOSPITAL", c.home)] if (to_home and placement != "new placement") else
        r.choice([["living alone in ", V("CITY", c.town)], ["living with ", c.his, " ", c.nok1.rel, " ", nm(c.nok1, "first")]]),
        d=c.D(adm, r.choice(["wd_long", "wd_dm", c.style])),
        ev=r.choice(["a fall with long lie", "two days of increasing confusion", "being found drowsy by staff", "reduced oral intake and vomiting"]))
    n.add(r.choice(["CT head on arrival showed no acute change. ", "CXR showed right lower lobe consolidation. ",
                    "X-ray pelvis confirmed fractures; managed non-operatively. ", "Urine culture grew E. coli (trimethoprim resistant). "]))
    op = "femur" in dx or (r.random() < 0.2 and "AF" not in dx)
    if op:
        n.f("Underwent {proc} on {d} ({surg}); implant lot {lot}. ", ctx, proc="right hip hemiarthroplasty" if "femur" in dx else r.choice(["dual-chamber pacemaker insertion for symptomatic bradycardia", "insertion of implantable loop recorder"]),
            d=c.D(adm + 1), surg=CM.sref(c, c.staff("Mr" if uk else "Dr", "Orthopaedic Surgeon"), r.choice([0, 2])),
            lot=V("DEVICE", G.device_serial(r, "other")))
    n.f("Course complicated by {comp} on day {dd}. Reviewed by {ot} (OT) and {pt_} (physio). ", ctx,
        comp=r.choice(["hypoactive delirium", "hypokalaemia", "a further fall on the ward", "urinary retention (catheterised)"]),
        dd=str(r.randrange(2, los)), ot=nm(c.ot, r.choice(["full", "first"])), pt_=nm(c.physio, r.choice(["full", "first"])))
    n.f("Family meeting {d} with {n1} ({rel}) - {outc}.\n\n", ctx, d=c.D(-r.randrange(1, max(2, los - 1)), r.choice(["dm", "wd_dm", c.style])),
        n1=nm(c.nok1, r.choice(["full", "first"])), rel=c.nok1.rel,
        outc=r.choice(["understand prognosis", "ReSPECT form completed" if uk else "ACD updated",
                       "agreed to residential placement" if (to_home and placement == "new placement") else "agreed to return with increased support"]))
    n.add("Function at discharge: " + "; ".join(K.frailty(c)[:3]) + "; " + K.cog_scores(c)[-1] + "\n")
    n.add("Last bloods (" )
    n.put(c.D(-1, "dm"))
    n.add("): " + K.lab_block(c, 6, ", ") + "\n\n")
    n.add("MEDICATIONS ON DISCHARGE\n")
    meds = K.med_list(c, r.randrange(5, 10))
    for m in meds:
        tag = r.choice(["", "", "", " [NEW]", " [DOSE CHANGED]"])
        n.add("  " + K.med_line(m, 0) + tag + "\n")
    n.add("Stopped: " + r.choice(["bendroflumethiazide (hyponatraemia)", "zopiclone (falls)", "oxybutynin (delirium)", "amlodipine (postural hypotension)"]) + "\n")
    n.add("Allergies: " + r.choice(K.ALLERGIES) + "\n\n")
    n.add("ACTIONS FOR GP / CARE HOME\n")
    n.f("1. U&E on {d}, please fax result to the ward on {fx}.\n", ctx, d=c.W(r.randrange(5, 10), r.choice(["dm", c.style, "wd_dm"])),
        fx=V("FAX", G.phone(r, c.country, "land", c.area)))
    n.f("2. {fu} on {d} at {t}, {where}.\n", ctx, fu=r.choice(["Geriatric outpatient review", "Fracture clinic", "Heart failure nurse review", "Falls clinic"]),
        d=c.W(r.randrange(14, 60), r.choice([c.style, "wd_long"])), t="%02d:%s" % (r.randrange(9, 17), r.choice(["00", "15", "30", "45"])), where=r.choice([[V("HOSPITAL", c.hosp)], [V("HOSPITAL", c.falls)], ["Outpatients ", V("LOCATION_OTHER", "Clinic " + r.choice("ABCDEF"))]]))
    n.add("3. " + r.choice(["Weekly weights; call if > 2 kg gain.", "Continue anticoagulation - review at 3 months.",
                            "Monitor for recurrence of delirium; avoid anticholinergics.", "Remove clips day 14."]) + "\n")
    n.f("\nInformation given to patient and {n1} ({ph}).\n", ctx, n1=nm(c.nok1, "first"), ph=V("PHONE", c.nok1.mobile))
    doc = c.reg
    n.f("Completed by: {d}, {role}, bleep {b}\n", ctx, d=nm(doc, "dr_full"), role=doc.role, b=V("PHONE", doc.bleep))
    n.f("Consultant: {c_}\n", ctx, c_=nm(c.geri, "dr_full"))
    if r.random() < 0.5:
        n.f("Sent electronically to {em} on {d}.\n", ctx, em=V("EMAIL", c.practice_email), d=c.D(0))


def incident(c, n):
    r = c.rng
    ctx = c.ctx()
    uk = c.country == "UK"
    p = c.pt
    kind = r.choice(["fall", "fall", "behaviour", "medication", "absconding", "skin"])
    n.f("{home} - INCIDENT REPORT\n", ctx)
    n.f("Incident ref: {ref}   Type: {kind}\n", ctx, ref=V("IDNUM", G.incident_ref(r)),
        kind={"fall": "Fall", "behaviour": "Resident-to-staff aggression", "medication": "Medication error (omission)",
              "absconding": "Missing resident", "skin": "Skin tear"}[kind])
    hm = c.clock(night=kind in ("fall", "behaviour"))
    t0 = hm(0)
    n.f("Date of incident: {d}   Time: {t}   Location: {loc}\n", ctx, d=c.D(0, r.choice([c.style, "wd_short", "wd_long"])), t=t0,
        loc=["room ", V("LOCATION_OTHER", c.room), ", ", V("HOSPITAL", c.unit)] if kind != "absconding" else ["front garden gate, ", V("HOSPITAL", c.unit)])
    n.f("Resident: {nm}   DOB: {dob}   ", ctx, nm=nm(p, r.choice(["full", "LF", "title_full"])))
    n.put(c.ids_line(("res",)))
    n.add("\n\nDESCRIPTION\n")
    finder = r.choice(c.carers)
    if kind == "fall":
        n.f("{Pt} was found by {f} on the floor beside {his} bed, lying on {his} {side} side. The bed sensor mat (serial {sm}) {mat}. ", ctx,
            f=CM.sref(c, finder, r.choice([0, 2])), side=r.choice(["left", "right"]), sm=V("DEVICE", G.device_serial(r, "sensor")),
            mat=r.choice(["did not alarm - found unplugged", "alarmed at " + t0, "was not in place"]))
        n.add(r.choice(["Unwitnessed. ", "Witnessed by a second carer. "]) + r.choice(["Says she was 'going to the toilet'." if p.sex == "F" else "Says he was 'going to the toilet'.",
                                                                                       "Unable to say what happened.", "No head strike reported."]) + "\n")
        n.add("Injuries: " + r.choice(["nil visible", "2 cm skin tear L forearm", "haematoma R occiput", "pain R hip on weight-bearing"]) + "\n")
        n.add("Post-fall observations (neuro obs as on anticoagulant):\nTime    BP        HR   GCS  Pupils  Sign\n")
        for k, add in enumerate([10, 25, 40, 55, 85, 115, 175, 235][:r.randrange(4, 9)]):
            n.add("%s   %d/%d   %-3d  %-3d  PEARL   " % (hm(add), r.randrange(110, 170), r.randrange(60, 95), r.randrange(60, 100),
                                                         15 if r.random() < 0.85 else 14))
            n.put(nm(r.choice(c.rns[:2] + [finder]), "initials"))
            n.add("\n")
        if r.random() < 0.5:
            w = r.choice(c.carers)
            n.f("Witness statement ({w}): \"I heard a thud and found {pt_first} on the floor at about {t}.\"\n", ctx,
                w=nm(w, "full"), t=hm(-2))
    elif kind == "behaviour":
        n.f("During personal care {pt} became distressed and struck {f} on the arm. {f2} stepped away and re-approached after 10 minutes. ", ctx,
            f=CM.sref(c, finder, 2), f2=nm(finder, "first"))
        n.add("ABC chart commenced. Possible triggers: pain, unfamiliar staff, noise from the lounge.\n")
        n.add("Injuries: staff - bruise; resident - nil. PAINAD %d/10 afterwards.\n" % r.randrange(0, 6))
    elif kind == "medication":
        n.f("Evening dose of {drug} omitted on {d}; identified at handover by {rn}. ", ctx, drug=r.choice(["apixaban", "co-careldopa", "insulin glargine", "levetiracetam"]),
            d=c.D(-1, "dm"), rn=CM.sref(c, c.rns[1], 0))
        n.add("Pharmacist advice sought; next dose given as scheduled. No harm identified.\n")
    elif kind == "absconding":
        n.f("{Pt} was noted missing at the {t} headcount. Staff searched the building and grounds. {pt2} was located by a member of the public, {mp}, near {lm} and returned by taxi (registration {reg}). ", ctx,
            t=t0, pt2=nm(p, r.choice(["first", "nick", "title_last"])), mp=V("FAMILY", r.choice(["Gary Lockwood", "Denise Ashby", "Neil Spooner", "Paula Raftery"])),
            lm=V("LOCATION_OTHER", r.choice(["Harbour View Tower", "Jubilee Clock Tower", "Victoria Jetty", "Anzac Memorial Park", "Castle Hill Lookout"])),
            reg=V("VEHICLE", G.vehicle(r, c.country)))
        n.f("Police notified (ref {pref}) and stood down at {t2}.\n", ctx, pref=V("IDNUM", r.choice(["CAD ", "E"]) + G.digits(r, 7)), t2=hm(r.randrange(60, 140)))
        n.add("Injuries: nil. Obs: " + K.vitals(c, short=True) + "\n")
    else:
        n.f("Skin tear sustained to {site} while being hoisted by {f} and {f2}. ", ctx, site=r.choice(["left forearm", "right shin", "back of hand"]),
            f=nm(finder, "full"), f2=nm(r.choice(c.carers), "full"))
        n.add("STAR category %s; cleaned, flap realigned, Steri-Strips and silicone dressing applied.\n" % r.choice(["1a", "1b", "2a", "2b"]))
    n.add("\nNOTIFICATIONS\n")
    n.f("GP {gp} informed at {t} - {adv}.\n", ctx, gp=CM.sref(c, c.gp, r.choice([0, 4])), t=hm(r.randrange(20, 50)),
        adv=r.choice(["advised continue observations", "will review on next visit", "advised transfer to ED", "no change to plan"]))
    n.f("NOK {n1} ({rel}) informed by phone on {ph} at {t}.\n", ctx, n1=nm(c.nok1, r.choice(["full", "title_last", "first"])), rel=c.nok1.rel,
        ph=V("PHONE", r.choice([c.nok1.mobile, c.nok1.land])), t=hm(r.randrange(55, 90)))
    if uk:
        n.add("CQC notification: " + r.choice(["not required", "submitted (serious injury)"]) + ". Safeguarding: " + r.choice(["not indicated", "referral made to local authority"]) + ".\n")
    else:
        n.f("SIRS: {s}\n", ctx, s=r.choice([["Priority ", str(r.randrange(1, 3)), " - reported to the Commission, ref ", V("IDNUM", "SIRS-" + G.digits(r, 6))], ["not reportable (no harm)"]]))
    n.add("Staff on duty: ")
    n.put(join([CM.sref(c, c.rns[0], 0)] + [nm(x, r.choice(["full", "first"])) for x in c.carers[:r.randrange(1, 4)]], ", "))
    n.add("\nBackground: " + "; ".join(x[0] for x in K.pick(r, K.PROBLEMS, 3)) + ". Mobility: " +
          r.choice(["4WW with supervision", "hoist x2", "wheelchair", "independent"]) + ".\n")
    n.add("\nFOLLOW-UP\n")
    for k in range(r.randrange(2, 4)):
        n.put(c.D(k + 1, r.choice(["dm", c.style])))
        n.add(" (%d h): %s - " % (24 * (k + 1), r.choice(["no new injury; pain 0-2/10", "obs stable, eating well", "settled, no recurrence",
                                                           "bruise evolving L hip, weight-bearing", "family visited, happy with care",
                                                           "GP reviewed - no further action"])))
        n.put(nm(r.choice(c.rns), r.choice(["initials", "init_last"])))
        n.add("\n")
    n.add("\nCONTRIBUTING FACTORS AND ACTIONS\n")
    acts = ["Falls risk reassessed (%s)." % K.risk_scores(c)[2], "Medication review requested.", "Sensor mat checks added to each round.",
            "Hip protectors offered.", "Behaviour support plan updated.", "Staff debrief held.", "Care plan updated."]
    r.shuffle(acts)
    for a in acts[:3]:
        n.add("- " + a + "\n")
    rn = r.choice(c.rns)
    n.add("\nReported by: ")
    n.put(CM.sref(c, rn, 0))
    n.f("  (logged in as {u} from {ip})  {d} {t}\n", ctx, u=V("USERNAME", rn.user), ip=V("IPADDR", G.ip(r)), d=c.D(0, "dmy"), t=hm(r.randrange(150, 260)))
    n.f("Manager review: {m} on {d} - {o}\n", ctx, m=nm(c.manager, r.choice(["full", "init_last"])), d=c.D(r.randrange(1, 5)),
        o=r.choice(["closed", "open - awaiting GP review", "closed; trend reviewed at clinical governance"]))
