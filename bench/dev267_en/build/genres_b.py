"""Genres: hpn_prescription, line_infection, dietetic_review."""

import phi
from phi import pick, digits
from doc import P
from case import staff_name, Staff
import clinical as CL
import blocks as B

NIGHT_PATTERNS = ["7 nights/week", "6 nights (off Sunday)", "5 nights: Mon/Tue/Thu/Fri/Sat", "4 nights (Mon, Wed, Fri, Sun)",
                  "3 nights/week (Tue/Thu/Sat)", "nightly", "alternate nights"]


def hpn_prescription(rng, n, case):
    c = case.country
    if rng.random() < 0.5:
        _hpn_rx(rng, n, case)
    else:
        _compounding(rng, n, case)


def _hpn_rx(rng, n, case):
    c = case.country
    n.w("{h}\n{t}{sp}Rx No: {rx}\n", h=P(case.hospital, "HOSPITAL"),
        t=pick(rng, ["HOME PARENTERAL NUTRITION PRESCRIPTION", "HPN PRESCRIPTION - HOMECARE", "Home PN Order (Adult)",
                     "HOME TPN ORDER FORM", "Paediatric HPN Prescription" if case.paeds else "HPN Rx"]),
        sp=" " * rng.randrange(3, 12), rx=phi.idnum(rng, "rx"))
    n.add("-" * 50 + "\n")
    B.demo_block(rng, n, case, style=pick(rng, ["lines", "grid", "oneline"]), gp=False)
    n.w("Weight: {w} kg ({d})   Height: {h} cm\n", w="%.1f" % case.weight, d=case.d(rng, -rng.randrange(0, 14), pick(rng, ["num", "short"])),
        h=case.height)
    n.add("Indication: %s\n" % case.dx)
    n.w("Venous access: {l}, inserted {d}", l=pick(rng, CL.LINES), d=case.d(rng, -rng.randrange(30, 1500), pick(rng, ["num", "my", "long"])))
    if rng.random() < 0.5:
        n.w(" at {h}", h=P(case.hospital2, "HOSPITAL"))
    n.add("\n\nBAG COMPOSITION (per bag)\n")
    tab, vol = CL.pn_bag(rng, case)
    n.add(tab + "\n\n")
    pump = pick(rng, CL.PN_PUMPS)
    hrs = pick(rng, [10, 11, 12, 14, 16])
    n.add("Infusion: %s over %d h via %s pump, 1 h ramp up / 30 min ramp down (rate %d ml/h).\n" % (
        pick(rng, NIGHT_PATTERNS), hrs, pump, vol // hrs))
    n.add("Non-PN nights: %s\n" % pick(rng, ["1 L 0.9% sodium chloride + 20 mmol KCl over 6 h", "nil", "500 ml Hartmann's over 4 h",
                                               "1 L Plasma-Lyte 148 over 8 h"]))
    n.add("Line lock: %s. Flush 10 ml 0.9%% NaCl push-pause.\n" % pick(rng, ["taurolidine 2% (TauroLock) 3 ml", "heparin 50 units/5 ml", "taurolidine-citrate 4%", "ethanol 70% lock x2/week"]))
    n.w("\nValid from {d1} to {d2}. Bags per delivery: {b}. Deliveries {f}.\n", d1=case.d(rng, 0, pick(rng, ["num", "long"])),
        d2=case.d(rng, rng.randrange(84, 190), pick(rng, ["num", "long"])), b=pick(rng, ["7", "6", "14", "5"]),
        f=pick(rng, ["weekly", "fortnightly", "every Tuesday", "Mon and Thu"]))
    n.w("Homecare provider: {hc}   Account: {a}\n", hc=P(case.homecare, "ORGANIZATION"), a=P(case.hc_acct, "ACCOUNT"))
    n.w("Compounding unit: {cu}\n", cu=P(case.pharmacy, "HOSPITAL"))
    if c == "US":
        n.w("Payer: {ins}  Member ID {m}  Prior auth {pa}\n", ins=P(case.insurer, "ORGANIZATION"), m=P(case.member, "HEALTHPLAN"),
            pa=phi.idnum(rng, "auth"))
        if rng.random() < 0.5:
            n.w("SSN on file (billing): {s}\n", s=P(case.ssn, "SSN"))
    n.add("Monitoring: U&E, Mg, PO4 %s; LFT, FBC monthly; trace elements 6-monthly; DEXA annually.\n" % pick(rng, ["weekly x4 then monthly", "fortnightly", "monthly"]))
    lab, v = case.doc_reg(rng)
    n.w("\nPrescriber: {p}  {l} {v}  Signature ______  Date {d}\n", p=staff_name(rng, case.consultant, pick(rng, ["dr_full", "dr_init"])),
        l=lab, v=v, d=case.d(rng, 0, "num"))
    lab, v = case.pharm_reg(rng)
    n.w("Clinically verified: {p}  {l} {v}  {d}\n", p=staff_name(rng, case.pharmacist, pick(rng, ["full_cred", "init_last"])),
        l=lab, v=v, d=case.d(rng, rng.randrange(0, 2), "num"))
    if rng.random() < 0.5:
        n.w("Faxed to homecare {f} on {d} {t}; receipt confirmed by {who}.\n", f=phi.fax(rng, c), d=case.d(rng, 1, pick(rng, ["short", "num"])),
            t="%02d:%02d" % (rng.randrange(8, 17), rng.randrange(60)), who=staff_name(rng, Staff(rng, "agent", c), pick(rng, ["first", "full"])))
    B.audit_footer(rng, n, case, case.pharmacist)


def _compounding(rng, n, case):
    c = case.country
    tech = Staff(rng, "technician", c)
    tech2 = Staff(rng, "technician", c)
    n.w("{u}\nASEPTIC COMPOUNDING WORKSHEET - PARENTERAL NUTRITION\n", u=P(case.pharmacy, "HOSPITAL"))
    n.w("Worksheet/Batch: {b}    Isolator: ISO-{i}    Page 1/2\n", b=phi.idnum(rng, "batch"), i=rng.randrange(1, 6))
    n.w("Patient: {nm}   DOB: {dob}   ", nm=case.name(rng, pick(rng, ["LAST_First", "LAST_FIRST_M"])), dob=case.dob_seg(rng))
    lab, v = case.main_id(rng)[0]
    n.w("{l}: {v}\nCustomer ref: {a}   Rx: {rx}   Bag {k} of {m}\n", l=lab, v=v, a=P(case.hc_acct, "ACCOUNT"), rx=phi.idnum(rng, "rx"),
        k=rng.randrange(1, 7), m=7)
    n.w("Delivery address: {a}\n", a=case.addr.seg(rng))
    n.add("\nFORMULATION (per bag)\n")
    tab, vol = CL.pn_bag(rng, case)
    n.add(tab + "\n")
    g = vol * rng.uniform(1.01, 1.03)
    n.add("\nGravimetric check: %.1f g (target %.1f g, tolerance +/-2%%) PASS\n" % (g, g * rng.uniform(0.99, 1.01)))
    n.add("Stability: within matrix v4.2 for %d days at 2-8 C + 24 h at room temp. Lipid added via separate chamber.\n" % pick(rng, [7, 14, 28]))
    n.w("\nCompounded: {d} {t}   Expiry: {e}\n", d=case.d(rng, 0, pick(rng, ["num", "iso"])), t="%02d:%02d" % (rng.randrange(7, 15), rng.randrange(60)),
        e=case.d(rng, pick(rng, [7, 14, 28]), pick(rng, ["num", "iso"])))
    n.w("Operator: {o}  (biometric sign-in {b})\n", o=staff_name(rng, tech, pick(rng, ["full", "init_last", "initials"])), b=phi.bioid(rng))
    n.w("In-process check: {o}\n", o=staff_name(rng, tech2, pick(rng, ["full", "init_last", "initials"])))
    lab, v = case.pharm_reg(rng)
    n.w("Final release: {p}  {l} {v}\n", p=staff_name(rng, case.pharmacist, pick(rng, ["full_cred", "full"])), l=lab, v=v)
    n.add("Environmental monitoring: settle plates 0 cfu, glove prints 0 cfu. Particle count grade A.\n")
    n.w("Labels printed by {u} at {ip} on {d}\n", u=phi.username(rng, tech), ip=phi.ipaddr(rng), d=case.d(rng, 0, "num"))
    n.w("Dispatched {d} via {hc} cold-chain van", d=case.d(rng, rng.randrange(0, 3), pick(rng, ["short", "num", "wd"])),
        hc=P(case.homecare, "ORGANIZATION"))
    if rng.random() < 0.5:
        n.w(" (reg {v})", v=phi.vehicle(rng, c))
    n.add(".\n")


def line_infection(rng, n, case):
    c = case.country
    st = pick(rng, ["invest", "invest", "rca"])
    org = pick(rng, CL.ORGS)
    micro = Staff(rng, "microbiologist", c)
    if st == "invest":
        n.w("{h} - {dep}\n", h=P(case.hospital, "HOSPITAL"), dep=pick(rng, ["Intestinal Failure Unit", "Nutrition Support Team", "Gastroenterology"]))
        n.add(pick(rng, ["SUSPECTED CRBSI - INVESTIGATION NOTE", "Catheter-related bloodstream infection: workup",
                         "LINE SEPSIS ADMISSION - HPN PATIENT", "CRBSI investigation (HPN)"]) + "\n\n")
        B.demo_block(rng, n, case, style=pick(rng, ["lines", "oneline"]), address=rng.random() < 0.5, gp=rng.random() < 0.5)
        n.w("Admitted: {d} via {how}. {w}, ", d=case.d(rng, -rng.randrange(0, 4), pick(rng, ["num", "long", "wd"])),
            how=pick(rng, ["ED", "A&E", "direct admission (open access)", "GP"]), w=P(case.ward, "HOSPITAL"))
        n.add(["Bed ", P(str(rng.randrange(1, 30)), "LOCATION_OTHER")] if c != "US" else ["Room ", P(str(rng.randrange(200, 900)), "LOCATION_OTHER")])
        n.w("\n\nBackground: {dx}. On HPN since {d} ({pat}). ", dx=case.dx, d=case.d(rng, -rng.randrange(200, 2500), pick(rng, ["my", "y", "long"])),
            pat=pick(rng, NIGHT_PATTERNS))
        n.w("Connections by {who}.\n", who=pick(rng, ["self", ["homecare nurse ", staff_name(rng, case.hc_nurse, pick(rng, ["full", "first"])),
                                                               " (", P(case.homecare, "ORGANIZATION"), ")"],
                                                      [case.rel + " ", case.fam(rng)]]))
        n.w("Line: {l}, inserted {d} by {dr}", l=pick(rng, CL.LINES), d=case.d(rng, -rng.randrange(60, 900), pick(rng, ["num", "long"])),
            dr=staff_name(rng, case.consultant, pick(rng, ["dr_last", "dr_full"])))
        n.add(" (%d line days). Previous CRBSI: %s.\n\n" % (rng.randrange(60, 900), pick(rng, ["none", "1 (2 yrs ago, CoNS)", "x2", "Candida, line removed"])))
        t = rng.randrange(19, 23)
        n.add("Presentation: rigors ~%d min after connecting PN at %02d:%02d, T %.1f, HR %d, BP %d/%d. Lactate %.1f.\n" % (
            rng.randrange(10, 60), t, rng.randrange(60), rng.uniform(38.1, 40.1), rng.randrange(95, 135), rng.randrange(85, 120),
            rng.randrange(45, 80), rng.uniform(0.8, 4.2)))
        n.add("Exit site: " + pick(rng, ["clean, no tracking", "erythema 1 cm, no pus", "tender along tunnel - ?tunnel infection"]) + ". ")
        n.add(CL.negs(rng, 2) + "\n\n")
        n.add("Cultures:\n")
        n.w("  Central (via line) - {a} - drawn {t1}, positive at {h1} h\n", a=phi.idnum(rng, "accession"),
            t1="%02d:%02d" % (rng.randrange(0, 4), rng.randrange(60)), h1="%.1f" % rng.uniform(6, 12))
        n.w("  Peripheral - {a} - drawn {t1}, positive at {h1} h\n", a=phi.idnum(rng, "accession"),
            t1="%02d:%02d" % (rng.randrange(0, 4), rng.randrange(60)), h1="%.1f" % rng.uniform(13, 20))
        n.add("  DTP >2 h - consistent with CRBSI. Organism: %s.\n" % org)
        n.add("  Bloods: " + CL.labs(rng, case, style="slash") + "\n\n")
        n.add("Management: %s; %s lock 5 ml to line, dwell 12 h. PN held 48 h, 5%% dextrose + maintenance IV via peripheral.\n" % (
            pick(rng, CL.ABX), pick(rng, ["vancomycin 5 mg/ml", "gentamicin", "ethanol 70%", "taurolidine"])))
        n.add("TTE: no vegetations. Repeat cultures at 48-72 h.\n")
        n.w("Discussed with {m} (micro) on {d}: ", m=staff_name(rng, micro, pick(rng, ["dr_last", "dr_full", "dr_init"])),
            d=case.d(rng, rng.randrange(0, 3), pick(rng, ["short", "wd", "num"])))
        n.add(pick(rng, ["salvage attempt reasonable (CoNS, no tunnel infection).", "remove line - S. aureus / Candida; line holiday 48-72 h then re-site.",
                         "line removed, tip sent for culture; new tunnelled CVC booked with IR."]) + "\n")
        if rng.random() < 0.6:
            n.w("Tip culture ref {a}. ", a=phi.idnum(rng, "specimen"))
        n.w("Homecare ({hc}) informed on {p}; deliveries suspended until {d}.\n", hc=P(case.homecare, "ORGANIZATION"),
            p=phi.phone(rng, c), d=case.d(rng, rng.randrange(4, 15), pick(rng, ["short", "num"])))
        B.signoff(rng, n, case, pick(rng, [case.registrar, case.consultant, case.nurse]), reg=rng.random() < 0.5)
        B.audit_footer(rng, n, case, case.nurse)
    else:
        n.w("PATIENT SAFETY INCIDENT / ROOT CAUSE REVIEW\nIncident no: {i}   Category: HCAI - CRBSI (HPN)\n", i=phi.idnum(rng, "incident"))
        n.w("Reported by: {r}   Date reported: {d}\nOrganisation: {h}\n\n", r=staff_name(rng, case.nurse, pick(rng, ["full", "full_cred"])),
            d=case.d(rng, 0, "num"), h=P(case.trust, "HOSPITAL"))
        n.w("Patient: {nm} ({a}), {l} {v}\n", nm=case.name(rng, pick(rng, ["full", "initials", "LAST_First"])), a=case.age_seg(rng),
            l="MRN", v=case.mrn_seg(rng))
        n.w("Date of positive culture: {d}. Organism: {o}. Culture ref {acc}.\n", d=case.d(rng, -rng.randrange(7, 40), pick(rng, ["num", "long"])),
            o=org, acc=phi.idnum(rng, "accession"))
        n.w("Homecare provider: {hc}; nurse visits {f}. Last technique audit {d} by {s}.\n", hc=P(case.homecare, "ORGANIZATION"),
            f=pick(rng, ["nightly", "5x/week", "connect only (pt disconnects)", "none - self-caring"]),
            d=case.d(rng, -rng.randrange(40, 300), pick(rng, ["num", "my"])), s=staff_name(rng, case.hc_nurse, pick(rng, ["full", "init_last"])))
        n.add("\nFindings of review:\n")
        findings = ["Non-touch technique observed to be inconsistent (key-part contamination).", "Needle-free connector changed at 10 days instead of 7.",
                    "Pt showering without line cover since moving house.", "Pump alarm fault led to repeated reconnection on the same night.",
                    "Carer not trained on 2% chlorhexidine/70% alcohol scrub (30 s).", "Home fridge temperature log gaps (max 11 C).",
                    "No deviation from ANTT identified."]
        for f in rng.sample(findings, rng.randrange(2, 4)):
            n.add("  - " + f + "\n")
        n.w("\nActions: retraining by {s} on {d}; {x}\n", s=staff_name(rng, case.nurse, pick(rng, ["full", "first"])),
            d=case.d(rng, rng.randrange(3, 20), pick(rng, ["short", "num", "wd"])),
            x=pick(rng, ["taurolidine lock started.", "ethanol lock trial.", "connector brand changed.", "shower shield supplied."]))
        n.add("Unit CRBSI rate: %.2f per 1000 catheter days (rolling 12 months); this patient %d episodes in %d line days.\n" % (
            rng.uniform(0.3, 1.6), rng.randrange(1, 4), rng.randrange(300, 2500)))
        n.w("Reviewed at IF governance meeting {d}; chaired by {c}.\n", d=case.d(rng, rng.randrange(10, 40), pick(rng, ["long", "num"])),
            c=staff_name(rng, case.consultant, pick(rng, ["dr_full", "dr_last"])))
        B.audit_footer(rng, n, case, case.nurse)


def dietetic_review(rng, n, case):
    c = case.country
    st = pick(rng, ["soap", "narrative", "paeds" if case.paeds else "soap", "telehealth"])
    n.w("{h} - {dep}\n", h=P(pick(rng, [case.hospital, case.hospital2]), "HOSPITAL"),
        dep=pick(rng, ["Paediatric Dietetics", "Children's Nutrition Clinic"]) if case.paeds else
        pick(rng, ["Dietetic Outpatients", "Nutrition Clinic", "Home Enteral Feeding Clinic" if case.route == "HEN" else "HPN Clinic"]))
    n.w("{t} - {d}\n", t=pick(rng, ["DIETETIC REVIEW", "Dietetic follow-up", "Outpatient Dietitian Review", "DIETITIAN CLINIC NOTE"]),
        d=case.d(rng, 0, pick(rng, ["any", "wd", "long"])))
    if st == "telehealth":
        n.w("Mode: video consult ({u}); pt at home in {city}. Client IP {ip}.\n", u=phi.url(rng, "/telehealth/room" + digits(rng, 3)),
            city=P(case.addr.city, "CITY"), ip=phi.ipaddr(rng))
    B.demo_block(rng, n, case, style=pick(rng, ["oneline", "lines", "grid"]), address=rng.random() < 0.4, phone=rng.random() < 0.5)
    n.w("Seen with: {f}\n", f=pick(rng, [B.family_phrase(rng, case), "alone", [case.rel + " ", case.fam(rng), " and carer ", P(case.family2.first, "FAMILY")]]))
    n.w("Last review: {d} by {s}\n\n", d=case.d(rng, -rng.randrange(28, 180), pick(rng, ["num", "long", "my"])),
        s=staff_name(rng, case.dietitian, pick(rng, ["full", "init_last"])))
    if rng.random() < 0.3:
        n.w(">> Copied forward from note {d} ({u}): \"{q}\"\n\n", d=case.d(rng, -rng.randrange(28, 180), "num"),
            u=phi.username(rng, case.dietitian), q=pick(rng, ["Aim wt 60 kg. Pt keen to try blended diet - SLT aware.",
                                                              "PEG site ok. Bowels every 2-3 days, Bristol 4. Continue regimen.",
                                                              "Discussed reducing to 5 nights once urine Na >20.",
                                                              "Refer to community team for weekly weights; scales at home (Seca 803)."]))
    if st in ("soap", "telehealth"):
        n.add("S: ")
        n.add(pick(rng, ["Reports feeling more energetic. ", "Ongoing nausea am, vomits ~2x/week after bolus. ",
                         "Wants to reduce overnight feed to sleep better. ", "Diarrhoea since abx course (5/7). ",
                         "Tolerating 1 L bag, thirsty, high stoma output. "]))
        n.w("Social: lives with {f}; pt {occ}. ", f=B.family_phrase(rng, case), occ=B.occupation_phrase(rng, case))
        if rng.random() < 0.5:
            n.w("Holiday to {co} planned {d}. ", co=P(pick(rng, ["Portugal", "Spain", "Greece", "Ireland", "Fiji", "Mexico", "Italy", "Malta"]), "COUNTRY"),
                d=case.d(rng, rng.randrange(20, 120), pick(rng, ["my", "long"])))
        n.add("\nO: \n" + CL.anthropometry(rng, case) + "\n")
        n.w("Bloods ({d}): {l}\n", d=case.d(rng, -rng.randrange(1, 10), pick(rng, ["short", "num"])), l=CL.labs(rng, case))
        n.add(CL.negs(rng, 2) + "\n")
        lines, feed, totals = CL.regimen(rng, case)
        n.add("Current regimen: " + "; ".join(lines) + ". " + totals + "\n")
        n.add("A: " + pick(rng, ["Weight stable, meeting ~95% of estimated requirements.", "Ongoing weight loss (2 kg in 6/52) - requirements not met.",
                                  "Overfeeding - wt gain 4 kg since last review, BMI now 27.", "Hydration suboptimal - urea rising."]) + " ")
        n.add(CL.requirements(rng, case) + "\n")
        n.add("P: " + pick(rng, ["Increase pump rate by 10 ml/h.", "Switch to peptide feed trial 2/52.", "Reduce to 5 nights/week.",
                                  "Add 200 ml water bolus x2.", "Continue; re-weigh 4/52."]) + " ")
        n.w("Next review {d}. Letter to {gp}.\n", d=case.d(rng, rng.randrange(28, 120), pick(rng, ["my", "num", "long"])),
            gp=staff_name(rng, case.gp, pick(rng, ["dr_last", "dr_full"])))
    else:
        n.w("{nm} attended {how}. ", nm=case.name(rng, pick(rng, ["title_last", "first", "full"])),
            how=pick(rng, ["with their " + case.rel, "on time", "late (transport)", "in wheelchair with carer"]))
        if case.paeds:
            n.w("{nm} is a {age} with {dx}, attends {sch}. ", nm=case.name(rng, "first"), age=case.age_seg(rng), dx=case.dx,
                sch=P(case.school, "ORGANIZATION"))
            n.add("Centiles: weight 0.4th -> 2nd, length 9th. Corrected gestation not applicable. ")
        else:
            n.w("{nm} ({age}) has {dx} and {occ}. ", nm=case.name(rng, pick(rng, ["first", "title_last"])), dx=case.dx,
                age=case.age_seg(rng), occ=B.occupation_phrase(rng, case))
        n.add(CL.anthropometry(rng, case, table=False) + ". " + CL.negs(rng, 3) + "\n\n")
        lines, feed, totals = CL.regimen(rng, case)
        n.add("Regimen reviewed:\n" + "\n".join("  " + l for l in lines) + "\n  " + totals + "\n\n")
        n.w("Discussed with {who} by phone ({p}) regarding {what}.\n", who=pick(rng, [[case.rel + " ", case.fam(rng)],
                                                                                        ["community nurse ", staff_name(rng, case.hc_nurse, "full")]]),
            p=phi.phone(rng, c, "mob"), what=pick(rng, ["bolus timings", "venting", "blended diet", "stoma care"]))
        n.w("Plan agreed. Review in clinic {d}.\n", d=case.d(rng, rng.randrange(28, 120), pick(rng, ["long", "num", "my"])))
    B.signoff(rng, n, case, case.dietitian, reg=rng.random() < 0.7)
    if rng.random() < 0.5:
        B.cc_block(rng, n, case)
