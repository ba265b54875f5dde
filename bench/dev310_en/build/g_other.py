"""Genres: gastrostomy decision summary, MDT minutes, SLT swallow assessment,
respiratory admission discharge summary."""
from doc import P, join
import phi
import clin
import common as cm
from phi import Person


def gastrostomy_decision(n, c):
    rng = c.rng
    us = c.c in ("US", "CA")
    n.line(rng.choice(["GASTROSTOMY DECISION SUMMARY", "Gastrostomy Discussion and Decision Record",
                       "Feeding Tube Decision Summary" if us else "Enteral Tube Feeding - Decision Summary"]))
    n.line("{h}, {s}", h=c.H(), s="MND Care Centre" if not us else "ALS Clinic")
    n.add("\n")
    cm.banner(n, c, full=rng.random() < 0.5)
    n.line("Date of discussion: {d}", d=c.D(c.date, "full"))
    parts = [[c.pt.titled() if rng.random() < 0.5 else c.pt.first_only()]]
    if not c.living_alone:
        parts.append([c.sp.first_only(), " (" + c.sp_rel + ")"])
    parts += [[c.neuro.t(), c.neuro.last_only(), " (neurology)"], [c.diet.full(), " (dietitian)"]]
    if rng.random() < 0.6:
        parts.append([c.slt.full(), " (" + ("SLT" if not us else "SLP") + ")"])
    n.line("Participants: {p}", p=join(parts))
    n.add("\n")
    n.line("Background")
    n.f("{a} {g} with {ph} diagnosed {d}. ", a=c.age_seg(rng.choice(["year-old", "yo", "Words"])),
        g="man" if c.sex == "M" else "woman", ph=c.pheno, d=c.D(c.dx, "part"))
    n.f("Swallow: {s}. Meals take {m} minutes; {x}.\n", s=rng.choice(["moderate oropharyngeal dysphagia on SLT assessment", "coughing with thin fluids most meals",
                                                                     "effortful but safe on modified diet", "two chest infections in 3 months"]),
        m=str(rng.randint(30, 75)), x=rng.choice(["fatigue limits intake", "weight falling despite supplements", "choking episode at a family meal"]))
    n.add("\n")
    n.line("Weight trend")
    k = rng.randint(3, 5)
    d = c.day(-(k * 60 + rng.randint(5, 30)))
    w = rng.uniform(62, 95)
    unit = "lb" if c.c == "US" else "kg"
    for i in range(k):
        ww = w * (2.2046 if unit == "lb" else 1)
        n.line("  {d}   {w} {u}", d=c.Ds(d, "num"), w="%.1f" % ww, u=unit)
        d = phi.add_days(d, rng.randint(40, 60))
        w -= rng.uniform(0.5, 3.5)
    n.line("Total loss {p}% from pre-morbid weight; BMI now {b}.", p="%.1f" % rng.uniform(5, 18), b="%.1f" % rng.uniform(17, 24))
    pct, fv = clin.fvc(rng)
    n.line("Respiratory: {f}; {s}. {x}", f=fv, s=clin.snip(rng),
           x="NIV in use overnight." if rng.random() < 0.5 else "Not yet on NIV; procedural NIV support planned.")
    n.add("\n")
    n.line("Options discussed")
    n.line("1. RIG under radiological guidance with NIV support ({r}, {h}).", r=[c.rad.t(), c.rad.last_only()], h=c.H(c.hosp2))
    n.line("2. PEG under sedation - higher risk with FVC {p}%.", p=str(pct))
    n.line("3. PIG (per-oral image-guided) - available at {h}.", h=c.H(rng.choice([c.hosp, c.hosp2])))
    n.line("4. No tube: continue oral intake with modified textures, accepting weight loss and aspiration risk.")
    n.add("\n")
    n.line("Discussion")
    n.f("Benefits (nutrition, hydration, route for medicines such as riluzole) and risks (bleeding, infection, peritonitis, "
        "respiratory deterioration, 30-day mortality) were explained using the decision aid. ")
    if rng.random() < 0.5:
        n.f("{pt} asked whether {he} could still eat for pleasure - yes. ", pt=c.pt.first_only(), he=c.he)
    if not c.living_alone:
        n.f("{sp} was worried about managing feeds; the district nurses and {dt} will train {o}. ", sp=c.sp.first_only(),
            dt=c.diet.first_only(), o="her" if c.sp.sex == "F" else "him")
    n.f("{He} has capacity for this decision.\n\n", He=c.He)
    n.line("Decision")
    dec = rng.randint(0, 2)
    if dec == 0:
        n.f("{pt} wishes to proceed with {t}. Consent form 4 signed {d}. Procedure booked for {d2} at {h}, "
            "admit to {w} at 07:30; nil by mouth from midnight, bring own NIV.\n", pt=c.pt.titled(), t=rng.choice(["RIG", "PIG", "PEG"]),
            d=c.D(c.date, "any"), d2=c.D(c.day(rng.randint(7, 28)), rng.choice(["wd_long", "full"])), h=c.H(c.hosp2), w=P("HOSPITAL", c.ward))
        n.line("Pre-procedure: FBC, U&E, INR and group and save on {d}; hold apixaban 48 h.", d=c.D(c.day(rng.randint(2, 6)), "any"))
        n.line("Order no. {o}", o=P("IDNUM", phi.idnum(rng, rng.choice(["IR", "RAD", "ORD"]))))
    elif dec == 1:
        n.f("{pt} would like more time and will discuss with {f}. Review at {d}.\n", pt=c.pt.titled(),
            f=c.ch.first_only(), d=c.D(c.day(rng.randint(10, 30)), "any"))
    else:
        n.f("{pt} declines gastrostomy. This is an informed decision and will be recorded in {his} advance care plan. "
            "Comfort feeding approach agreed; the team will continue to offer support.\n", pt=c.pt.titled(), his=c.his)
    n.add("\n")
    if rng.random() < 0.5:
        cm.sign_staff(n, c, c.diet, kind="ahp", cred="")
    else:
        n.line("Recorded by {nm} ({r}) {d}", nm=c.coord.full(), r=c.coord.role, d=c.Ds(c.date, "num"))


def _mini_patient(rng, c):
    p = Person(rng, "PATIENT", c.c)
    age = rng.randint(38, 88)
    return p, age


def mdt_minutes(n, c):
    rng = c.rng
    us = c.c in ("US", "CA")
    n.line(rng.choice(["MND MULTIDISCIPLINARY TEAM MEETING - MINUTES", "Minutes: MND MDT", "ALS Interdisciplinary Team Conference - Minutes" if us else "Motor Neurone Disease MDT - Minutes"]))
    h0 = rng.choice([8, 12, 13, 14])
    n.line("Date: {d}   {t}-{t2}", d=c.D(c.date, rng.choice(["wd_long", "full"])), t="%02d:%s" % (h0, rng.choice(["00", "30"])),
           t2="%02d:%s" % (h0 + 2, rng.choice(["00", "15", "30"])))
    n.line("Venue: Seminar room {r}, {b}, {h} and virtual", r=P("LOCATION_OTHER", str(rng.randint(1, 6))), b=P("LOCATION_OTHER", c.building), h=c.H())
    n.add("\n")
    n.line("Chair: {p}", p=[c.neuro.t(), c.neuro.full()])
    staff = [(c.neuro2, c.neuro2.role), (c.coord, c.coord.role), (c.resp, c.resp.role), (c.slt, "SLT" if not us else "SLP"),
             (c.ot, "OT"), (c.physio, "Physio" if not us else "PT"), (c.diet, "Dietitian"), (c.pall, "Palliative care"),
             (c.sw, "Social work"), (c.physiol, c.physiol.role), (c.psych, "Psychology")]
    rng.shuffle(staff)
    present = staff[:rng.randint(5, 8)]
    apol = staff[8:10]
    n.line("Present:")
    for p, r in present:
        n.line("  {p} - {r}", p=[p.t(), p.full()] if p.title else p.full(), r=r)
    if apol:
        n.line("Apologies: {a}", a=join([p.full() for p, r in apol]))
    n.line("Minutes taken by: {m}", m=c.typist.full())
    n.add("\n")
    n.line("1. Minutes and actions from {d} agreed.", d=c.D(c.day(-rng.randint(7, 28)), "any"))
    n.add("\n")
    n.line("2. Patient discussions")
    pts = [(c.pt, c.age, c.mrn, c.pheno)]
    for _ in range(rng.randint(2, 4)):
        p, a = _mini_patient(rng, c)
        pts.append((p, a, phi.mrn(rng, c.c), rng.choice(["limb-onset ALS", "bulbar-onset MND", "PLS", "ALS-FTD", "PMA", "flail leg variant"])))
    rng.shuffle(pts)
    kinds = [0, 1, 2, 3, 4, 5]
    rng.shuffle(kinds)
    for i, (p, a, m, ph) in enumerate(pts):
        style = rng.randint(0, 3)
        if style == 0:
            hdr = [p.caps(), " (", c.mrn_label, " ", P("MRN", m), "), ", P("AGE", str(a)), p.sex]
        elif style == 1:
            hdr = [p.full(), ", ", P("AGE", str(a)), " y/o, ", P("MRN", m)]
        elif style == 2:
            hdr = [p.t(), P("PATIENT", p.first[0] + " " + p.last), " - ", P("AGE", str(a)), " yrs"]
        else:
            hdr = ["Pt ", p.initials(rng), " (", P("MRN", m), ") ", P("AGE", str(a)), "yo ", p.sex]
        n.line("2.{i} {h} - {ph}", i=str(i + 1), h=hdr, ph=ph)
        ref = p.titled() if rng.random() < 0.6 else p.first_only()
        k = kinds[i]
        owner = rng.choice(present)[0]
        if k == 0:
            pct, fv = clin.fvc(rng)
            n.line("    {fv}. Orthopnoea. For NIV set-up; {o} to arrange. Discussed at resp clinic {d}.", fv=fv,
                   o=owner.first_only(), d=c.D(c.day(rng.randint(-10, -1)), "any"))
        elif k == 1:
            n.line("    Weight down {p}% in 3/12. {r} undecided re RIG; dietitian to revisit with family. Action: {o}.",
                   p=str(rng.randint(5, 14)), r=ref, o=owner.full())
        elif k == 2:
            n.line("    Admitted to {h} on {d} with aspiration pneumonia, now on {w}, bed {b}. Discharge planning; {fund}.",
                   fund={"UK": "fast-track CHC submitted", "IE": "home care support scheme application sent", "AU": "NDIS plan review requested",
                         "CA": "home care referral sent", "US": "home health and DME orders placed"}[c.c],
                   h=c.H(c.hosp2), d=c.D(c.day(-rng.randint(2, 9)), "any"), w=P("HOSPITAL", rng.choice(clin.pools.WARDS)), b=P("LOCATION_OTHER", str(rng.randint(1, 30))))
        elif k == 3:
            fam = Person(rng, "FAMILY", c.c, last=p.last)
            n.line("    {ref}'s {rel} {f} struggling as carer; respite at {hs} requested. Social work to contact {f2}. Action: {o}.",
                   ref=ref, rel=rng.choice(["wife", "husband", "daughter", "son"]), f=fam.full(), hs=P("HOSPITAL", c.hospice),
                   f2=fam.first_only(), o=owner.first_only())
        elif k == 4:
            n.line("    Eye-gaze device on loan since {d}; {r} using it well. Environmental controls next. Action: {o}.",
                   d=c.D(c.day(-rng.randint(10, 80)), "any"), r=ref, o=owner.full())
        else:
            n.line("    Died peacefully at {pl} on {d}, aged {a}. Bereavement contact to family by {o}. Equipment collection requested.",
                   pl=rng.choice([["home"], [P("HOSPITAL", c.hospice)]]), d=c.D(c.day(-rng.randint(2, 12)), "any"),
                   a=P("AGE", str(a)), o=owner.full())
    n.add("\n")
    n.line("3. AOB")
    aob = rng.randint(0, 2)
    if aob == 0:
        nw = Person(rng, "DOCTOR", c.c)
        n.line("- Welcome to {nw}, new {r}, starting {d}.", nw=nw.full(), r=rng.choice(["clinical nurse specialist", "OT", "respiratory physiologist", "SLT"] + (["band 6 OT"] if c.c == "UK" else [])),
               d=c.D(c.day(rng.randint(7, 40)), "any"))
    elif aob == 1:
        n.line("- Audit of time to NIV initiation to be presented by {p} at the next meeting.", p=rng.choice(present)[0].full())
    else:
        n.line("- Fundraising: {ch} has donated two cough assist devices to the loan pool.", ch=P("ORGANIZATION", c.charity))
    n.line("- Clinic capacity: extra clinic slots to be added while {p} is on leave.", p=rng.choice(present)[0].full())
    n.add("\n")
    n.line("Next meeting: {d}, 13:00", d=c.D(c.day(14), rng.choice(["wd_long", "full", "any"])))


def slt_swallow(n, c):
    rng = c.rng
    us = c.c in ("US", "CA")
    n.line(rng.choice(["SPEECH-LANGUAGE PATHOLOGY - CLINICAL SWALLOW EVALUATION", "Clinical Swallow Evaluation", "Dysphagia Assessment"]) if us else
           rng.choice(["SPEECH AND LANGUAGE THERAPY - SWALLOW ASSESSMENT", "Bedside Swallow Assessment (SLT)", "Dysphagia Assessment"]))
    inpt = rng.random() < 0.45
    cm.header_kv(n, [("Patient", c.pt_banner_name()), ("DOB", c.Ds(c.dob, "num")), (c.mrn_label, P("MRN", c.mrn)),
                     ("Date/time", [c.D(c.date, "full"), " ", clin.time(rng)]),
                     ("Location", [P("HOSPITAL", c.ward), ", bay ", P("LOCATION_OTHER", str(rng.randint(1, 6))), " bed ", P("LOCATION_OTHER", c.bed)] if inpt else ["Home visit, ", P("CITY", c.addr.town)])], 12)
    n.add("\n")
    n.line("Reason for referral: {r}", r=rng.choice(["coughing at meals, weight loss", "review of diet and fluid levels", "chest infection ?aspiration",
                                                     "pre-gastrostomy swallow baseline", "carer concern about choking"]))
    n.line("Referred by: {r}", r=[c.coord.full()] if rng.random() < 0.5 else [c.gp.t(), c.gp.last_only(), " (GP)" if c.c != "US" else " (PCP)"])
    n.add("\n")
    n.line("Case history")
    n.f("{a} {g} with {ph} (diagnosed {d}). ", a=c.age_seg(rng.choice(["year-old", "Words", "yo"])), g="man" if c.sex == "M" else "woman",
        ph=c.pheno, d=c.D(c.dx, "part"))
    n.f("Lives with {f}. Currently managing {x}. ", f=(cm.fam_ref(c, "sp") if not c.living_alone else "alone"), x=rng.choice(clin.SLT_LEVELS))
    n.f("{He} reports {s}.\n\n", He=c.He, s=rng.choice(["food sticking in the throat", "coughing on water", "tiredness during meals", "drooling and pooling of saliva"]))
    n.line("Oromotor examination")
    for k, v in [("Lip seal", rng.choice(["adequate", "reduced, anterior loss of fluids"])),
                 ("Tongue", rng.choice(["wasted with fasciculations, reduced range", "reduced lateralisation and elevation", "mild weakness"])),
                 ("Palate", rng.choice(["symmetrical, reduced elevation", "hypernasal resonance"])),
                 ("Voluntary cough", rng.choice(["weak", "moderately weak", "functional"])),
                 ("Voice", rng.choice(["wet after swallows", "breathy, low volume", "strained-strangled quality"]))]:
        n.line("  {k}: {v}", k=k, v=v)
    n.add("\n")
    n.line("Trials")
    for cons in rng.sample(clin.FLUID_LEVELS + clin.SLT_LEVELS, 4):
        n.line("  {c}: {r}", c=cons, r=rng.choice(["no overt signs of aspiration", "delayed cough after 2nd sip", "multiple swallows per bolus",
                                                   "oral residue, cleared with fluid wash", "wet voice, throat clear", "effortful, prolonged oral prep"]))
    n.add("\n")
    n.line("Impression: {i} oropharyngeal dysphagia secondary to {p}.", i=rng.choice(["mild", "moderate", "moderate-severe", "severe"]), p="MND" if not us else "ALS")
    n.line("Recommendations:")
    n.line("- Diet: {d}; fluids: {f}", d=rng.choice(clin.SLT_LEVELS), f=rng.choice(clin.FLUID_LEVELS))
    n.line("- Upright 90 degrees, chin tuck, small sips, no straws; supervision by {s}", s="carer" if rng.random() < 0.5 else "staff")
    n.line("- Medication: check with pharmacist re liquid/dispersible forms (riluzole oral suspension available)")
    n.line("- Oral care twice daily; glycopyrronium for saliva as per neurology")
    if rng.random() < 0.5:
        n.line("- FEES booked {d} with {e} (ENT)", d=c.D(c.day(rng.randint(5, 25)), "any"), e=[phi.doctor(rng, c.c, "ENT", True).t(), Person(rng, "DOCTOR", c.c).last_only()])
    n.f("Discussed with {p}{f}; written information given. ", p=c.pt.first_only(), f=[" and ", c.sp.first_only()] if not c.living_alone else "")
    n.f("Review in {d} (provisionally {d2}).\n\n", d=clin.dur(rng), d2=c.D(c.day(rng.randint(14, 60)), rng.choice(["any", "wd_long"])))
    n.line("{nm}, {r}", nm=c.slt.full(), r=c.slt.role)
    lab = cm.LIC_LABEL["ahp"][c.c]
    if rng.random() < 0.6:
        n.line("{l} {v}  |  {b}", l=lab, v=P("LICENSE", phi.licence(rng, c.c, "ahp")), b=["Bleep ", P("PHONE", phi.pager(rng, c.c))])
    else:
        n.line("Tel {t}", t=P("PHONE", phi.ext(rng, c.c, phi.phone(rng, c.c))))
    if rng.random() < 0.7:
        n.line("cc: {g} ({gl}, {s}); {co}", g=[c.gp.t(), c.gp.full()], gl="GP" if c.c != "US" else "PCP",
               s=P("HOSPITAL", c.gp_site), co=c.coord.full())


def discharge_summary(n, c):
    rng = c.rng
    us = c.c in ("US", "CA")
    n.line(rng.choice(["DISCHARGE SUMMARY", "Inpatient Discharge Summary", "Discharge Letter to GP" if not us else "Hospital Discharge Summary"]))
    n.line("{h} - {d}", h=c.H(c.hosp2 if rng.random() < 0.5 else c.hosp), d=rng.choice(["Respiratory Medicine", "Acute Medicine", "Neurology"]))
    n.add("\n")
    adm = c.day(-rng.randint(3, 21))
    rows = [("Patient", c.pt_banner_name()), ("DOB", [c.Ds(c.dob, "num"), "  Age: ", c.age_plain()]),
            (c.mrn_label, P("MRN", c.mrn)), (c.hp_label, c.hp_seg()), ("Admitted", c.Ds(adm, rng.choice(["num", "abbr", "dash_mon"]))),
            ("Discharged", c.Ds(c.date, rng.choice(["num", "abbr", "dash_mon"]))), ("Ward", [P("HOSPITAL", c.ward), " (bed ", P("LOCATION_OTHER", c.bed), ")"]),
            ("Consultant", [c.resp.t(), c.resp.full()]), ("Visit no.", P("ACCOUNT", c.acct))]
    if c.c == "US":
        rows.append(("Palm-vein ID", P("BIOID", phi.bioid(rng, "palm")))) if rng.random() < 0.4 else None
    cm.header_kv(n, rows, 14)
    n.add("\n")
    n.line("Primary diagnosis: {d}", d=rng.choice(["Type 2 respiratory failure secondary to MND", "Aspiration pneumonia", "Lower respiratory tract infection with hypercapnia",
                                                    "Acute-on-chronic hypercapnic respiratory failure"]))
    n.line("Background: {p}; {k}", p=c.pheno, k=clin.kings(rng))
    n.add("\n")
    n.line("Course in hospital")
    n.f("Presented to the ED on {d} with {s}. {a}. CXR: {x}. ", d=c.D(adm, rng.choice(["any", "wd_long"])),
        s=rng.choice(["3 days of increasing breathlessness and drowsiness", "fever and productive cough", "choking episode then breathlessness"]),
        a=clin.abg(rng, c.c), x=rng.choice(["right lower zone consolidation", "no focal consolidation", "bibasal atelectasis"]))
    n.f("Sputum culture ({s}) grew {g}. ", s=P("IDNUM", phi.idnum(rng, rng.choice(["MC", "SP", "M"]))),
        g=rng.choice(["Haemophilus influenzae", "Streptococcus pneumoniae", "normal flora", "Pseudomonas aeruginosa"]))
    ipap, epap, rate, ti, rise = clin.settings(rng)
    n.f("Treated with {ab} and acute NIV (IPAP {i}, EPAP {e}); pCO2 normalised by day {dd}. ", ab=rng.choice(["co-amoxiclav", "piperacillin-tazobactam", "doxycycline", "ceftriaxone then amoxicillin"]),
        i=str(ipap + 2), e=str(epap), dd=str(rng.randint(2, 5)))
    n.f("Seen by {sl} (SLT) - diet changed to {l}. ", sl=c.slt.full(), l=rng.choice(clin.SLT_LEVELS))
    if rng.random() < 0.6:
        n.f("{pall} (palliative care) met {pt} and {f} on {d} to discuss ceilings of care; not for intubation or CPR. ",
            pall=[c.pall.t(), c.pall.last_only()], pt=c.pt.first_only(), f=c.sp.first_only() if not c.living_alone else c.ch.first_only(),
            d=c.D(c.day(-rng.randint(1, 3)), rng.choice(["wd_day", "any"])))
    n.add("\n\n")
    n.line("Discharge medications")
    for m in clin.meds(rng, c.c, rng.randint(4, 7)):
        n.line("  {m}", m=m)
    n.line("  New: Carbocisteine 750 mg TDS; stopped: none")
    n.add("\n")
    n.line("NIV on discharge: {m}, IPAP {i} / EPAP {e}, rate {r}; serial {s}.", m=clin.model(rng, "niv"), i=str(ipap), e=str(epap),
           r=str(rate), s=P("DEVICE", phi.device_sn(rng)))
    n.add("\n")
    n.line("Follow-up")
    n.line("- Home ventilation clinic {d} ({r})", d=c.D(c.day(rng.randint(10, 40)), "any"), r=[c.resp.t(), c.resp.last_only()])
    n.line("- MND coordinator {co} informed {d}; tel {t}", co=c.coord.full(), d=c.D(c.date, "dm"), t=P("PHONE", c.clinic_tel))
    n.line("- GP: please repeat U&E in 1/52 and review antibiotics course completion")
    n.add("\n")
    n.line("Discharged to: {x}", x=rng.choice([["usual residence with ", c.sp.first_only() if not c.living_alone else c.fr.full()],
                                                ["usual residence, package of care with ", P("ORGANIZATION", c.agency)],
                                                [P("HOSPITAL", c.hospice), " for respite"]]))
    n.add("\n")
    jd = Person(rng, "DOCTOR", c.c)
    n.line("Completed by: {j}, {r}  {bl}", j=[jd.t("Dr"), jd.full()], r=rng.choice(["FY2", "CT1", "Resident", "House officer", "SHO"]) if not us else rng.choice(["PGY-2", "Resident", "Hospitalist"]),
           bl=["bleep ", P("PHONE", phi.pager(rng, c.c))] if rng.random() < 0.6 else "")
    n.line("Consultant: {r}", r=c.phys(c.resp, "resp"))
    if rng.random() < 0.5:
        n.line("Sent electronically to {g}, {s} on {d}", g=[c.gp.t(), c.gp.full()], s=P("HOSPITAL", c.gp_site), d=c.Ds(c.date, "num"))
