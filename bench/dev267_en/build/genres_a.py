"""Genres: nst_referral, peg_procedure, hen_regimen."""

import phi
from phi import pick, digits
from doc import P
from case import staff_name, Staff
import clinical as CL
import blocks as B


def _bed(rng, case):
    c = case.country
    if c == "US" or (c == "CA" and rng.random() < 0.6):
        return ["Room ", P(pick(rng, ["%d" % rng.randrange(201, 899), "%d-%s" % (rng.randrange(201, 899), pick(rng, "AB")),
                                      "%d%s" % (rng.randrange(201, 899), pick(rng, "AB"))]), "LOCATION_OTHER")]
    if rng.random() < 0.5:
        return ["Bay ", P(str(rng.randrange(1, 7)), "LOCATION_OTHER"), " Bed ", P(str(rng.randrange(1, 7)), "LOCATION_OTHER")]
    return ["Bed ", P(str(rng.randrange(1, 32)), "LOCATION_OTHER")]


def nst_referral(rng, n, case):
    c = case.country
    st = pick(rng, ["form", "form", "consult", "community"])
    ref = Staff(rng, pick(rng, ["registrar", "consultant", "nurse", "dietitian"]), c)
    if st == "form":
        n.w("{h}\n", h=P(case.hospital, "HOSPITAL"))
        n.w("NUTRITION SUPPORT TEAM REFERRAL{sp}Ref: {r}\n", sp=" " * rng.randrange(4, 14), r=phi.idnum(rng, "referral"))
        n.w("Received: {d} {t}   Priority: {p}\n", d=case.d(rng, 0, "num"), t="%02d:%02d" % (rng.randrange(8, 18), rng.randrange(60)),
            p=pick(rng, ["URGENT (<24h)", "Routine", "Soon (48h)"]))
        n.add("-" * rng.randrange(30, 60) + "\n")
        B.demo_block(rng, n, case, address=rng.random() < 0.5, gp=rng.random() < 0.5)
        n.w("Ward: {w}   ", w=P(case.ward, "HOSPITAL"))
        n.add(_bed(rng, case))
        n.w("\nConsultant: {cons}\n", cons=staff_name(rng, case.consultant, pick(rng, ["dr_last", "dr_init", "dr_full"])))
        n.w("Referred by: {r} ({role})  {b} {p}\n", r=staff_name(rng, ref, pick(rng, ["full", "init_last", "dr_full"])),
            role=pick(rng, ["FY2", "SpR", "ward sister", "ward dietitian", "CT1", "SHO", "ANP"]),
            b=pick(rng, ["Bleep", "bleep", "Ext", "Pager"]), p=phi.pager(rng, c))
        n.add("\nReason for referral:\n")
        opts = ["PN assessment", "Enteral access (PEG/RIG)", "NJ placement", "Refeeding risk", "High-output stoma",
                "Home PN discharge planning", "Line review"]
        chosen = set(rng.sample(range(len(opts)), rng.randrange(1, 3)))
        for i, o in enumerate(opts):
            n.add("  [%s] %s\n" % ("x" if i in chosen else " ", o))
        n.w("\nClinical summary:\n{age} {sx} admitted {d} with {dx}. ", age=case.age_seg(rng),
            sx=pick(rng, ["", "", "pt"]), d=case.d(rng, -rng.randrange(3, 25), pick(rng, ["num", "short", "wd"])), dx=case.dx)
        n.add(pick(rng, ["Intake <50% of requirements for >5/7. ", "NBM since surgery. ", "Vomiting post feeds, NG keeps displacing. ",
                         "Failed SALT assessment x2. ", "Ileus on CT; NGT on free drainage 1.2 L/24h. "]))
        n.add(CL.negs(rng, 2) + "\n")
        n.w("Current access: {acc}", acc=pick(rng, ["NGT 10Fr", "none", "PICC", "NJT (bridled)", "peripheral cannula only", "Hickman"]))
        if rng.random() < 0.6:
            n.w(" placed {d}", d=case.d(rng, -rng.randrange(1, 8), pick(rng, ["short", "num"])))
        n.add("\n" + CL.anthropometry(rng, case, table=False) + "\n")
        n.w("Bloods {d}: {l}\n", d=case.d(rng, -1, pick(rng, ["short", "num"])), l=CL.labs(rng, case, style="slash"))
        n.w("NOK: {f}, tel {p}\n", f=B.family_phrase(rng, case), p=P(case.mob_phone if rng.random() < 0.5 else phi.phone_str(rng, c, "mob"), "PHONE"))
        n.w("\nNST response ({d}): ", d=case.d(rng, rng.randrange(0, 2), pick(rng, ["num", "short", "wd"])))
        n.w("Seen by {s} and {s2}. ", s=staff_name(rng, case.nurse, pick(rng, ["full", "first", "init_last"])),
            s2=staff_name(rng, case.dietitian, pick(rng, ["full_cred", "init_last"])))
        n.add(pick(rng, ["Agree needs PN - PICC requested, start 1 L bag tonight, refeeding regimen.",
                         "Not for PN - gut functioning; NJ via bridle recommended.",
                         "For PEG - added to Endoscopy list; consent discussion with family.",
                         "Stoma output >2 L - oral fluid restriction 500 ml hypotonic, St Mark's solution 1 L, loperamide 4 mg QDS.",
                         "Refeeding: start 10 kcal/kg/day, daily K/Mg/PO4 x 3/7."]) + "\n")
        B.audit_footer(rng, n, case, case.nurse)
    elif st == "consult":
        n.w("CONSULT REQUEST - NUTRITION SUPPORT SERVICE\n{h}  {w}  ", h=P(case.hospital, "HOSPITAL"), w=P(case.ward, "HOSPITAL"))
        n.add(_bed(rng, case))
        n.w("\nPatient: {nm}  MRN {m}  CSN {e}\nDOB {dob}  Age {a}\n", nm=case.name(rng, "LAST_FIRST_M"), m=case.mrn_seg(rng),
            e=P(case.encounter, "ACCOUNT"), dob=case.dob_seg(rng), a=P(str(case.age), "AGE"))
        if c == "US":
            n.w("Insurance: {ins}  Member {mid}  Group {g}\n", ins=P(case.insurer, "ORGANIZATION"), mid=P(case.member, "HEALTHPLAN"),
                g=P(case.group, "HEALTHPLAN"))
        n.w("Requesting provider: {r}  pager {p}\nOrdered {d} {t}\n\n", r=staff_name(rng, ref, pick(rng, ["dr_full", "full_cred"])),
            p=phi.pager(rng, c), d=case.d(rng, 0, "num"), t="%02d%02d" % (rng.randrange(7, 20), rng.randrange(60)))
        n.w('Reason for consult: "{q}"\n\n', q=pick(rng, ["TPN eval, NPO x5d s/p ex-lap for SBO", "PEG eval for prolonged dysphagia after CVA",
                                                      "high output ileostomy, ?PN", "malnutrition, poor PO, ?tube feeds",
                                                      "HPN pt admitted w/ fever, line in situ, pls advise re PN"]))
        n.w("HPI: {age} with {dx}. ", age=case.age_seg(rng), dx=case.dx)
        n.w("Last seen by our service {d}. ", d=case.d(rng, -rng.randrange(30, 400), pick(rng, ["num", "my", "long"])))
        n.add(CL.negs(rng, 3) + "\n")
        n.add("Diet hx: " + pick(rng, ["clears only x3 days", "NPO since admission", "eating <25% of trays", "on TF at home via PEG"]) + "\n")
        n.add(CL.requirements(rng, case) + "\n")
        n.add("Labs: " + CL.labs(rng, case) + "\n\n")
        n.w("Recs: {r}\nWill follow. Discussed with {who}.\n", r=pick(rng, ["Start PN via PICC, dextrose 150 g day 1, advance as tolerated; check TG in 1 wk",
                                                                             "Post-pyloric feeding via NJ, start 20 ml/h, advance 10 ml/h q8h to goal",
                                                                             "Agree PEG once INR corrected; hold heparin 12 h pre"]),
            who=staff_name(rng, case.consultant, pick(rng, ["dr_last", "dr_full"])))
        n.w("\n{s}\nNutrition Support Service, pager {p}\n", s=staff_name(rng, case.dietitian, "full_cred"), p=phi.pager(rng, c))
        B.audit_footer(rng, n, case, case.dietitian)
    else:
        B.letterhead(rng, n, case, dept="Community Nutrition & Dietetics")
        n.w("\n{d}\n\nTo: {to}, {h}\n", d=case.d(rng, 0, "long"), to=pick(rng, ["Nutrition Support Team", "HPN Service", "IF Unit"]),
            h=P(case.hospital2, "HOSPITAL"))
        n.w("Re: {nm}, DOB {dob}, ", nm=case.name(rng, pick(rng, ["title_full", "full"])), dob=case.dob_seg(rng))
        lab, v = case.main_id(rng)[0]
        n.w("{l} {v}\n{a}\n\n", l=lab, v=v, a=case.addr.seg(rng))
        n.w("I would be grateful if you could assess {nm} for {what}. ", nm=case.name(rng, pick(rng, ["title_last", "first"])),
            what=pick(rng, ["home parenteral nutrition", "gastrostomy placement", "jejunal feeding", "a feeding tube review"]))
        n.w("{nm} ({age}) lives with {fam} in {city} and {occ}. ", nm=case.name(rng, pick(rng, ["first", "title_last"])),
            age=case.age_seg(rng), occ=B.occupation_phrase(rng, case), fam=B.family_phrase(rng, case),
            city=P(case.addr.city, "CITY"))
        n.add("Background: %s. %s\n\n" % (case.dx, CL.negs(rng, 2)))
        n.add(CL.anthropometry(rng, case) + "\n\n")
        n.w("Most recent bloods ({d}): {l}.\n", d=case.d(rng, -rng.randrange(2, 20), "num"), l=CL.labs(rng, case))
        n.w("Current plan: {r}\n", r=pick(rng, ["oral nutritional supplements 2/day, poorly tolerated", "NG feeding since discharge",
                                                 "fortified diet + ONS, weight still falling"]))
        n.w("Referral ID {r}. ", r=phi.idnum(rng, "referral"))
        n.w("{nm} can be contacted on {p}.\n", nm=case.name(rng, pick(rng, ["first", "title_last"])), p=P(case.home_phone, "PHONE"))
        B.signoff(rng, n, case, case.dietitian)


def peg_procedure(rng, n, case):
    c = case.country
    st = pick(rng, ["peg", "peg", "rig", "review", "review", "change"])
    ins_date = -rng.randrange(60, 900)
    if st == "peg":
        n.w("ENDOSCOPY REPORT - PEG INSERTION\n{h}, Endoscopy Unit, ", h=P(case.hospital, "HOSPITAL"))
        n.w("Room {r}\n\n", r=P(str(rng.randrange(1, 6)), "LOCATION_OTHER"))
        B.demo_block(rng, n, case, style=pick(rng, ["oneline", "lines", "grid"]), address=False, phone=False, gp=False)
        n.w("Date: {d}   Start {t1}  End {t2}\n", d=case.d(rng, 0, pick(rng, ["num", "long"])), t1="14:%02d" % rng.randrange(0, 20),
            t2="14:%02d" % rng.randrange(30, 59))
        assist = Staff(rng, "nurse", c)
        n.w("Endoscopist: {e}\nAssistant: {a}\nReferring: {r}\n", e=staff_name(rng, case.consultant, pick(rng, ["dr_full", "dr_init", "full_cred"])),
            a=staff_name(rng, assist, pick(rng, ["full_cred", "full"])), r=staff_name(rng, case.registrar, pick(rng, ["dr_last", "dr_full"])))
        n.add("Indication: %s; long-term enteral access (>4/52 anticipated).\n" % case.dx)
        if case.paeds:
            n.w("Consent: parental consent ({f}) {on}.\n", f=B.family_phrase(rng, case), on=pick(rng, ["in clinic", "on the ward", "via interpreter"]))
        elif rng.random() < 0.5:
            n.w("Consent: {c} - discussed with {f} {on}.\n", c=pick(rng, ["Form 4 (best interests, MCA)", "lacks capacity; LPA for health",
                                                                          "healthcare proxy", "substitute decision maker"]),
                f=B.family_phrase(rng, case), on=pick(rng, ["by phone", "in person"]))
        else:
            n.add("Consent: patient (Form 1), risks incl. 1 in 50 peritonitis / 1 in 100 mortality explained.\n")
        n.add("Pre: INR 1.1, Plt 231. %s at induction. Pharyngeal lidocaine spray.\n" % pick(rng, ["Co-amoxiclav 1.2 g IV", "Cefazolin 2 g IV", "Teicoplanin 400 mg IV (pen allergic)"]))
        n.add("Sedation: midazolam %d mg, fentanyl %d mcg. SpO2 >94%% throughout.\n" % (rng.randrange(1, 4), pick(rng, [25, 50, 75])))
        n.add("Findings: %s\n" % pick(rng, ["Normal oesophagus, stomach and D2.", "Small hiatus hernia (2 cm). LA grade A oesophagitis.",
                                              "Candida plaques upper oesophagus.", "Post-radiotherapy changes, narrowed at 18 cm, passed with slim scope."]))
        n.add("Procedure: pull (Ponsky-Gauderer) technique. Good transillumination and 1:1 finger indentation. Safe-track aspiration negative. "
              "%s placed, external fixation plate at %d cm.\n" % (pick(rng, CL.TUBES[:3]), rng.randrange(2, 5)))
        n.add("Kit: %s\n" % pick(rng, ["Lot 4471923, exp 08/2026", "Lot 22K1187 (kit label in notes)", "Ref PEG-20-PULL"]))
        n.add("Post: nil via PEG 4 h, then sterile water 50 ml/h x 4 h; start feed per dietetic regimen. Do not rotate for 24 h; "
              "advance and rotate from day 10 onwards. Obs 1/2-hourly x 4, then 4-hourly.\n")
        n.w("Follow-up: PEG clinic {d}; community {who} informed ({p}).\n", d=case.d(rng, rng.randrange(10, 60), pick(rng, ["num", "long", "short"])),
            who=pick(rng, ["nutrition nurse", "district nurse", "HEF team"]), p=phi.phone(rng, c))
        B.signoff(rng, n, case, case.consultant, reg=rng.random() < 0.6, contact=False)
    elif st == "rig":
        n.w("INTERVENTIONAL RADIOLOGY REPORT\nExamination: Radiologically inserted gastrostomy (RIG)\nAccession: {a}\n",
            a=phi.idnum(rng, "accession"))
        n.w("Patient: {nm}   {l}: {m}   DOB: {dob}\nLocation: {w}, {h}\n", nm=case.name(rng, "LAST_First"), l=pick(rng, ["MRN", "Hosp no", "UR"]),
            m=case.mrn_seg(rng), dob=case.dob_seg(rng), w=P(case.ward, "HOSPITAL"), h=P(case.hospital, "HOSPITAL"))
        ir = Staff(rng, "radiologist", c)
        n.w("Date: {d}\nOperator: {o} (Consultant IR)   Radiographer: {r}\n", d=case.d(rng, 0, "any"),
            o=staff_name(rng, ir, pick(rng, ["dr_full", "dr_init"])), r=staff_name(rng, Staff(rng, "technician", c), "full"))
        n.add("Indication: %s. Endoscopic route not possible.\n" % case.dx)
        n.add("Technique: NG tube placed on ward; stomach insufflated with %d ml air. Under fluoroscopic guidance 3 T-fasteners deployed; "
              "tract dilated to 14Fr; %s placed, pigtail formed in gastric body, contrast confirms intragastric position.\n"
              % (rng.randrange(400, 900), pick(rng, ["12Fr RIG", "14Fr balloon-retained RIG", "14Fr Entuit-type RIG"])))
        n.add("Fluoroscopy time %d min %d s, DAP %.1f Gy.cm2. Buscopan 20 mg IV. No immediate complication.\n" % (rng.randrange(1, 6), rng.randrange(60), rng.uniform(1, 9)))
        n.w("T-fasteners to be cut on {d} (day 14) by ward or community team. Water 50 ml/h from 4 h, feed from 24 h.\n",
            d=case.d(rng, 14, pick(rng, ["short", "num", "wd"])))
        n.w("Reported by {o}, {d} {t}\n", o=staff_name(rng, ir, "full_cred"), d=case.d(rng, 0, "num"), t="%02d:%02d" % (rng.randrange(9, 18), rng.randrange(60)))
        B.audit_footer(rng, n, case, ir)
    else:
        title = "GASTROSTOMY CLINIC - REVIEW" if st == "review" else "BALLOON GASTROSTOMY CHANGE"
        n.w("{t}\n{h} - {clinic}\n", t=title, h=P(pick(rng, [case.hospital, case.hospital2]), "HOSPITAL"),
            clinic=pick(rng, ["Nutrition Nurse clinic", "PEG clinic", "Community HEF clinic", "home visit"]))
        n.w("Date: {d}\n", d=case.d(rng, 0, pick(rng, ["any", "wd"])))
        B.demo_block(rng, n, case, style=pick(rng, ["lines", "oneline"]), address=rng.random() < 0.4)
        n.w("Seen by: {s}", s=staff_name(rng, case.nurse, pick(rng, ["full_cred", "full"])))
        if rng.random() < 0.6:
            n.w(", with pt's {f}", f=B.family_phrase(rng, case))
        n.add("\n\n")
        n.w("Device history: {tube} inserted {d} at {h}", tube=pick(rng, CL.TUBES), d=case.d(rng, ins_date, pick(rng, ["num", "my", "long"])),
            h=P(case.hospital2, "HOSPITAL"))
        n.w(" by {dr}.", dr=staff_name(rng, case.consultant, pick(rng, ["dr_last", "dr_init"])))
        if rng.random() < 0.5:
            n.w(" Last change {d}.", d=case.d(rng, -rng.randrange(80, 200), pick(rng, ["num", "short", "my"])))
        n.add("\n\nStoma: " + pick(rng, ["clean, dry, intact; no erythema.", "hypergranulation 12 o'clock - silver nitrate x1 applied.",
                                          "mild leakage, skin excoriated; barrier film advised.", "small amount of serous exudate, swab sent."]) + " ")
        n.add(CL.negs(rng, 2) + "\n")
        if st == "change":
            n.add("Procedure: old balloon (water 3.0 of 5 ml, cloudy) deflated and removed. New %s inserted; 5 ml sterile water to balloon. "
                  "Position confirmed: gastric aspirate pH 4.0, free rotation, water flush 30 ml easy.\n" % pick(rng, CL.TUBES[2:3] + ["16Fr balloon gastrostomy", "14Fr low-profile 2.0 cm"]))
            n.add("Device: %s (product code %s)\n" % (pick(rng, ["MiniFlo LP", "GastroLoc 14", "Ostia Button"]), digits(rng, 7)))
        n.add("Feeding: " + CL.regimen(rng, case)[2] + "\n")
        n.w("Plan: next change due {d}; weekly balloon water check by {who}. Pt/carer {f} happy with care.\n",
            d=case.d(rng, rng.randrange(80, 190), pick(rng, ["my", "num", "long"])), who=pick(rng, ["carer", "family", "district nurses"]),
            f=case.fam(rng, "first"))
        n.w("Contact {p} (Mon-Fri 08:30-16:30) or out of hours {p2}.\n", p=phi.phone(rng, c), p2=phi.phone(rng, c, "free"))
        B.audit_footer(rng, n, case, case.nurse)


def hen_regimen(rng, n, case):
    c = case.country
    n.w("{h}\n", h=P(pick(rng, [case.hospital, case.trust, case.hospital2]), "HOSPITAL"))
    n.add(pick(rng, ["HOME ENTERAL FEEDING REGIMEN", "Home Enteral Nutrition - Feeding Plan", "HEN REGIMEN / PRESCRIPTION",
                     "Tube Feeding Plan (Home)", "HOME TUBE FEEDING - CARE PLAN"]) + "\n")
    n.add("=" * rng.randrange(25, 45) + "\n")
    B.demo_block(rng, n, case, style=pick(rng, ["lines", "lines", "sticker", "grid"]))
    if case.care_home:
        n.w("Resides at: {ch}, ", ch=P(case.care_home, "HOSPITAL"))
        n.add(_bed(rng, case) if rng.random() < 0.3 else "")
        n.add("\n")
    n.add("Diagnosis: %s\n" % case.dx)
    n.w("Feeding route: {t}, placed {d}\n", t=pick(rng, CL.TUBES), d=case.d(rng, -rng.randrange(14, 700), pick(rng, ["num", "my", "long"])))
    n.w("Weight: {w} kg on {d}\n\n", w="%.1f" % case.weight, d=case.d(rng, -rng.randrange(0, 20), pick(rng, ["num", "short"])))
    lines, feed, totals = CL.regimen(rng, case)
    n.w("REGIMEN (effective from {d})\n", d=case.d(rng, 0, pick(rng, ["num", "long", "wd"])))
    for i, l in enumerate(lines):
        n.add(pick(rng, ["  %d. " % (i + 1), "  - ", "  * "]) + l + "\n")
    n.add("  " + totals + "\n")
    n.add("  " + CL.requirements(rng, case) + "\n\n")
    n.add("Medications via tube: " + ", ".join(rng.sample(CL.MEDS, rng.randrange(2, 5))) + " (liquid/dispersible, flush 30 ml between)\n")
    n.w("\nSupplies: {hc} - account {a}", hc=P(case.homecare, "ORGANIZATION"), a=P(case.hc_acct, "ACCOUNT"))
    n.add(". Pump %s, giving sets x%d/month, ENFit syringes 60 ml x%d, 2.5 ml x%d.\n" % (
        pick(rng, CL.PUMPS), pick(rng, [28, 30, 31]), rng.randrange(10, 60), rng.randrange(5, 30)))
    if rng.random() < 0.5:
        n.w("Deliveries every {x} weeks; next delivery {d}.\n", x=pick(rng, ["2", "4", "two", "four"]),
            d=case.d(rng, rng.randrange(2, 14), pick(rng, ["short", "wd", "num"])))
    if c == "US" and rng.random() < 0.7:
        n.w("Payer: {ins}, member {m}; billed HCPCS B4154 x{u} units/month, pump B9002 (rental).\n",
            ins=P(case.insurer, "ORGANIZATION"), m=P(case.member, "HEALTHPLAN"), u=rng.randrange(60, 200))
    if c == "AU" and case.ndis and rng.random() < 0.7:
        n.w("Funding: NDIS participant no. {nd}; consumables via State Enteral Feeding Program.\n", nd=P(case.ndis, "HEALTHPLAN"))
    if case.paeds:
        n.w("School: {s} - staff trained for midday bolus on {d} by {nurse}.\n", s=P(case.school, "ORGANIZATION"),
            d=case.d(rng, -rng.randrange(3, 40), pick(rng, ["short", "num"])), nurse=staff_name(rng, case.nurse, "full"))
    n.add("\nCONTACTS\n")
    n.w("  Dietitian: {dt} - {p}\n", dt=staff_name(rng, case.dietitian, pick(rng, ["full", "full_cred"])), p=phi.phone(rng, c, ext=rng.random() < 0.3))
    n.w("  Nutrition nurse: {nn} - {p}\n", nn=staff_name(rng, case.nurse, pick(rng, ["full", "first"])), p=phi.phone(rng, c, "mob" if c != "US" else "land"))
    n.w("  Homecare helpline (24/7): {p}\n", p=phi.phone(rng, c, "free"))
    if rng.random() < 0.5:
        n.w("  Online training videos: {u}\n", u=phi.url(rng, "/hen/training-videos"))
    n.add("\nIf the tube falls out: cover site, call the team within 1-2 h (tract can close within 4 h). Do NOT reinsert unless trained.\n")
    n.add("If vomiting/abdo distension: stop feed, call %s or %s.\n" % (case.gp_term(), {"UK": "111", "US": "911", "AU": "000", "CA": "911 / 811"}[c]))
    n.w("\nReview date: {d}\n", d=case.d(rng, rng.randrange(28, 120), pick(rng, ["num", "my", "long"])))
    n.w("Completed by: {s}", s=staff_name(rng, case.dietitian, pick(rng, ["full_cred", "init_last"])))
    lab, v = case.diet_reg(rng)
    n.w("  {l} {v}  Date {d}\n", l=lab, v=v, d=case.d(rng, 0, "num"))
    if rng.random() < 0.5:
        n.w("Copy given to {f} ({rel}).\n", f=case.fam(rng), rel=case.rel)
