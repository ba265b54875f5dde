"""Genres: dietitian review letter, discharge summary after gastrostomy insertion."""
from common import hdr, demo, sign, audit, copies, addr_lines


def diet_letter(n):
    r, c = n.r, n.c
    n.w("{hosp}\n<<Department of Nutrition and Dietetics|Dietetic Service|Adult Dietetics - Home Enteral Feeding>>\n{street:h}, {city}<< {zip:h}|>>\nTel: {ph:xdiet}<<   Fax: {fax:diet}|>>\n<<Email|E-mail>>: {email:team}\n\n")
    n.w("{d:0,long}\n\n")
    n.w("{gp:sigd}\n{gpp}\n{street:gp}\n{city}<< {zip:gp}|>>\n\n")
    n.w("Dear <<Dr|Doctor>> {gp:l},\n\n")
    n.w("<<Re|RE>>: {pt:full}, DOB {dob}, ")
    if c in ("UK", "AU", "NZ", "IE"):
        n.w("{natlab} {natid}")
    else:
        n.w("MRN {mrn}")
    n.w("\n     {addr:line}\n\n")
    where = r.choice(["in the home enteral feeding clinic", "at home", "by telephone with {rel} {fam:full}", "by video call", "at {chome}"])
    n.w("I reviewed {pt:tl}<< ({age})|, now {age},|>> " + where + " on {d:-%d}. " % r.randint(1, 10))
    n.w("{He} has a {tube} for {ind} and is <<fully|partly>> tube fed<< (tastes for pleasure only)|, with some oral diet>>.\n\n")
    n.w("Anthropometry:\n  Weight {kg} kg (<<{f:0.5-4.0} kg gain|{f:0.5-3.0} kg loss|stable>> since {d:-%d,dmon})\n  BMI {f:15.0-27.0} kg/m2   MUAC {f:19.0-29.0} cm\n" % r.randint(40, 120))
    n.w("\nCurrent regimen: {feed} <<1000|1200|1500>> mL via {pump} at <<75|90|100>> mL/h overnight, plus <<500|750>> mL water flushes daily.\n")
    n.w("Bowels regular (Bristol type <<4|5>>). Stoma site <<healthy|mild granulation, managed by DN>>.\n")
    n.w("Bloods {d:-%d,dm}: Na {n:133-145}, K {f:3.4-5.1}, Mg {f:0.6-1.0}, PO4 {f:0.7-1.4}, urea {f:3.0-9.0}, Alb {n:28-42}.\n" % r.randint(5, 30))
    n.w("\nPlan:\n  1. <<Increase|Continue|Reduce>> feed to <<1200|1500|1000>> mL ({n:1200-2000} kcal, {n:50-90} g protein).\n  2. Review in <<6|8|12>> weeks (<<{d:42}|clinic letter to follow>>).\n")
    n.w("  3. Please prescribe:\n     - {feed} 28 x 1000 mL<< (ACBS approved)|>>\n     - ENFit 60 mL syringes x 60\n")
    if r.random() < 0.4:
        n.w("  4. <<{pt:f}|{rel} {fam:f}>> is applying for <<carer's allowance|disability support>> - happy to provide a letter.\n")
    if r.random() < 0.25:
        n.w("\n{He} is travelling to {abroad} in {d:%d,my}; I have provided a travel letter for the pump and feed, and {sup} will arrange supplies.\n" % r.randint(20, 90))
    if not n.paed and r.random() < 0.35:
        n.w("\n{He} hopes to return to work as a {prof}<< at {emp}|>> when strength allows.\n")
    n.w("\nYours sincerely,\n\n\n{diet:full}\n%s\n" % r.choice(["Specialist Dietitian", "Senior Dietitian, Home Enteral Nutrition", "Dietitian"]))
    if r.random() < 0.6:
        n.w("{liclab:diet} {lic:diet}\n")
    copies(n)
    if r.random() < 0.5:
        n.w("\nDictated {d:-1}; typed by {clerk:ini} {d:0}\n")
    audit(n, "diet", 0)


def discharge(n):
    r, c = n.r, n.c
    los = r.randint(1, 14)
    hdr(n, r.choice(["Discharge Summary", "Inpatient Discharge Letter", "Discharge Summary - Gastroenterology"]))
    demo(n, r.choice([0, 1, 2, 5]))
    n.w("Admitted: {d:-%d}   Discharged: {d:0}   <<Ward|Unit>>: {ward}   Consultant: {endo:dr}\n" % los)
    if r.random() < 0.6:
        n.w("<<Encounter|Spell|Visit>> no.: {acct}\n")
    n.w("\nDIAGNOSES\n  1. {ind}\n  2. <<Malnutrition (MUST 3)|Aspiration pneumonia, treated|Dehydration, AKI stage 1 resolved|Refeeding risk - monitored>>\n")
    n.w("\nPROCEDURES\n  <<PEG|RIG>> insertion {d:-%d} ({tube})<<, LOT {sn:lot}|>>\n" % r.randint(1, max(1, los - 1)))
    if c == "US":
        n.w("  CPT <<43246|49440>>; ICD-10 Z93.1, <<R13.12|E43>>\n")
    elif c == "UK" and r.random() < 0.5:
        n.w("  OPCS-4 G44.5; ICD-10 R13.X\n")
    n.w("\nCOURSE\n")
    n.w("{pt:tl}, <<a {age}-year-old|aged {age}|{age} yo>>, was admitted <<electively|via ED|from {chome}|from {hosp:ref}>> for gastrostomy. ")
    n.w(r.choice(["Procedure uncomplicated. Feed established to target by day 3; refeeding bloods stable (PO4 0.82).",
                  "Day 1 low-grade fever (37.9), site swab {idn:spec} grew MSSA - flucloxacillin 7 days via tube.",
                  "Minor bleeding at site day 0, settled with pressure; Hb stable 112 to 109.",
                  "Pneumoperitoneum on CXR - expected post procedure, clinically well, no action.",
                  "Ileus day 1; feed held 24 h then reintroduced slowly at 20 mL/h."]) + "\n")
    if not n.paed and r.random() < 0.5:
        n.w("Social: <<retired|former|works as a>> {prof}; <<lives with {rel}|lives alone|resident at {chome}>>.\n")
    n.w("SLT: <<NBM|tastes only|IDDSI level 4 for pleasure>>. Capacity: <<consented|best interests, {rel} {fam:full} consulted>>.\n")
    n.w("\nDISCHARGE MEDICATIONS (via tube)\n  {drug}\n  {drug}\n  {drug}\n")
    n.w("\nFEED: {feed} <<1000|1500>> mL via {pump} overnight; regimen given. Supplies from {sup}, first delivery {d:2,wd}.\n")
    n.w("\nFOLLOW-UP\n  - NNS clinic {d:%d} <<10:30|14:00>>, {bldg}\n  - {nurse_t} visits from {d:1}\n  - Dietitian {diet:full} by phone within 2 weeks\n" % r.randint(10, 30))
    n.w("\nDISCHARGE DESTINATION: <<home with {rel}|{chome}|home alone with package of care>>")
    if r.random() < 0.45:
        n.w("; <<patient transport|PTS ambulance|wheelchair taxi>> vehicle {veh}")
    n.w(".\n")
    n.w("\n{gp_t} ACTIONS: review weight in 4 weeks; add feed to repeat prescription.\n")
    sign(n, "reg", 0)
    copies(n)
    audit(n, "reg", 0)
