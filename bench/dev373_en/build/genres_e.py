"""Alternative layouts: MDT proforma, telephone surrogate consent, PEG removal/replacement,
vertical observation chart, device event log, timed feeding schedule, narrative stoma visit."""
from common import hdr, demo, sign, audit, copies

REGULATOR = {"UK": "MHRA (Yellow Card)", "US": "FDA MedWatch", "CA": "Health Canada", "AU": "TGA",
             "NZ": "Medsafe", "IE": "HPRA"}


def referral_alt(n):
    r, c = n.r, n.c
    n.w("<<NUTRITION MDT - OUTCOME PROFORMA|Enteral Access MDT: Decision Sheet|Weekly PEG/RIG MDT>>  {d:0,wlong}\n")
    n.w("Venue: <<Seminar Room 2|Teams call|Endoscopy meeting room>>, {hosp}\n\n")
    n.w("Patient  : {pt:LF}\nDOB      : {dob} ({age})\n{mrnlab}: {mrn}\nReferrer : {%s:dr}, %s\nWard/loc : <<{ward} bed {bed}|home|{chome}>>\n\n" % (
        r.choice(["gp", "endo", "reg"]), r.choice(["{gpp}", "{hosp:ref}", "{hosp,short}"])))
    n.w("Indication ........ {ind}\nWeight/BMI ........ {kg} kg / " + ("{f:12.0-15.5} (z -2.1)\nSTAMP ............. <<4|5>>" if n.paed else "{f:14.0-23.0}\nMUST .............. <<2|3|4>>") + "\nOccupation ........ " + ("school ({school})" if n.paed else "<<retired |former |>>{prof}") + "\nSwallow ........... <<NBM (SLT {d:-9,dmon})|modified diet, inadequate|unsafe, risk feeding declined>>\n")
    n.w("Prognosis ........ <<months to years|uncertain|over 1 year>>\nPrevious surgery .. <<none|Billroth II gastrectomy|Nissen fundoplication|nil relevant>>\nAnticoag .......... " + ("none" if n.paed else "<<none|rivaroxaban|aspirin only>>") + "\n\n")
    k = r.randrange(4)
    n.w("Route:  " + ["[x] PEG   [ ] RIG", "[ ] PEG   [x] RIG", "[ ] PEG   [ ] RIG", "[ ] PEG   [ ] RIG"][k] + "   [ ] PEG-J   [ ] surgical\n")
    n.w("Decision: " + ["PROCEED", "PROCEED - RIG", "DEFER 4 WEEKS", "DECLINE"][k] + "\n")
    n.w("Rationale: " + ["meets criteria; patient and {rel} in agreement", "head and neck pathway, pre-radiotherapy; trismus",
                         "awaiting best interests meeting with {fam:full}", "weight stable, oral intake improving"][k] + ".\n")
    n.w("Booked: " + ["{d:8} {hosp,short} endoscopy", "{d:12} IR list", "review at MDT {d:28,dmon}", "not booked"][k] + "\n\n")
    n.w("Attendance: {endo:il} | {ir:il} | {nns:il} | {diet:il} | {slt:il}<<, pharmacy {pharm:il}|>>\nMinutes: {clerk:full}\n")
    if r.random() < 0.4:
        n.w("Case ref {idn:case}; emailed to {email:referrals}\n")
    audit(n, "clerk", 0)


def consent_alt(n):
    r, c = n.r, n.c
    hdr(n, r.choice(["Informed Consent - Telephone (Surrogate)", "Consent Discussion Note", "Procedure Consent Note"]))
    demo(n, r.choice([1, 4, 5]))
    if c == "US":
        n.w("\nProcedure: <<PEG placement (CPT 43246)|percutaneous gastrostomy, IR (CPT 49440)|PEG replacement (CPT 43762)>>\n")
    else:
        n.w("\nProcedure: <<PEG placement|radiologically inserted gastrostomy|PEG replacement|RIG insertion>>\n")
    n.w("{pt:tl} <<has fluctuating delirium|is sedated on ICU|has severe aphasia after stroke|is non-verbal (cerebral palsy)>>; CAM-ICU <<positive|negative>>; GCS <<E3V2M6|E4V1M6|15>>.\n")
    n.w("Consent obtained by telephone from {fam:full} ({rel}) at {ph:mfam} on {d:0} <<14:10|19:25|10:05>>.\n")
    n.w("Second witness on the line: {rn:full}, RN.\n")
    if r.random() < 0.5:
        n.w("Interpreter: {intp:full} via language line, interpreter no. {idn:intp}.\n")
    n.w("Discussed: indication, benefits, alternatives (NG, no tube), risks - bleeding, infection, perforation, peritonitis, aspiration, dislodgement, need for replacement.\n")
    n.w("{fam:f} asked about <<whether it can be removed later|pain|going home with it|whether {pt:f} will still taste food>>; answered.\n")
    n.w("Decision: {rel} <<consents|consents after discussion with {fam2:full}|wishes to wait until {d:2,wd}>>.\n")
    if c == "US":
        n.w("Surrogate hierarchy per state law confirmed; no advance directive on file. Health care proxy document scanned {d:-30}.\n")
    n.w("Form ref {idn:consent}.\n")
    sign(n, r.choice(["reg", "endo"]), 0)
    audit(n, "reg", 0, p_ip=0.35)


def insertion_alt(n):
    r, c = n.r, n.c
    hdr(n, r.choice(["Endoscopy Report - PEG Removal and Replacement", "Endoscopic PEG Exchange", "Gastrostomy Removal Note"]))
    n.w("Date: {d:0}   <<Room|Endoscopy room>> {room}   {hosp,short}\n")
    demo(n, r.choice([0, 1, 2]))
    n.w("Endoscopist: {endo:sigd}   Nurse: {rn:full}\n")
    n.w("\nIndication: <<buried bumper syndrome|PEG in situ 2 years, planned change to balloon device|internal bumper damaged|oral intake adequate - removal>>.\n")
    n.w("Original tube: {tube:p}, placed {d:-%d,my} at <<{hosp:ref}|{hosp,short}>>.\n" % r.randint(200, 1200))
    n.w("Method: <<cut-and-push not used (bumper large); endoscopic snare retrieval|traction removal (Freka Pexact)|endoscopic push-pull release of buried bumper, needle-knife incision>>.\n")
    n.w("Replaced with: <<{tube:b}, balloon 5 mL water|no replacement - stoma dressed|{tube:b} via existing tract>>. LOT {sn:lot}; REF catalogue <<0120-14|8140-16-2.5|7660-18>> (not patient-specific).\n")
    n.w("Temporary Foley catheter 14 Fr was used on ward to keep tract patent pre-procedure.\n")
    n.w("Outcome: <<uncomplicated|small bleed, adrenaline 1:10,000 2 mL|mucosal tear, clipped>>. Resume feed after <<2|4>> h.\n")
    if r.random() < 0.3:
        n.w("Device defect reported to " + REGULATOR[c] + " and manufacturer, incident {idn:inc}.\n")
    sign(n, "endo", 0)
    copies(n)
    audit(n, "endo", 0)


def obs_alt(n):
    r = n.r
    n.w("<<POST PEG OBSERVATIONS|Gastrostomy obs - 24 h|OBS CHART: post enteral tube insertion>>\n{hosp}  {ward}  bed {bed}\n")
    n.w("{pt:LF}   {dob}   {mrnlab} {mrn}\nInserted: {d:0} by {%s:drl}  ({tube})\n\n" % r.choice(["endo", "ir"]))
    cols = ["0:15", "0:30", "1:00", "2:00", "4:00", "8:00", "12:00", "24:00"]
    n.w("            " + "  ".join("%-6s" % x for x in cols) + "\n")
    for lab, lo, hi in (("HR", 58, 112), ("Sys BP", 95, 160), ("RR", 12, 24), ("SpO2 %", 91, 99), ("Pain", 0, 6)):
        n.w("%-12s" % lab + "  ".join("%-6d" % r.randint(lo, hi) for _ in cols) + "\n")
    n.w("%-12s" % "Temp" + "  ".join("%-6.1f" % r.uniform(36.1, 38.0) for _ in cols) + "\n")
    n.w("%-12s" % "Site" + "  ".join("%-6s" % r.choice(["dry", "ooze", "dry", "ok"]) for _ in cols) + "\n")
    n.w("Initials    " + "  ".join("{%s:ini}    " % r.choice(["rn", "rn2"]) for _ in cols).rstrip() + "\n")
    n.w("\nNEWS2 max {n:1-5}; Waterlow {n:10-22}; bowel sounds present at 4 h.\n")
    n.w("Comments: <<uneventful|pain 6/10 at 2 h - oramorph 2.5 mg via tube, settled|small leak at 8 h, dressing changed>>. {rn2:full} handed over to night staff {d:0,wd} 20:00.\n")
    n.w("Concerns to: <<{reg:drl}|on-call gastro SpR>> bleep {bleep}\n")
    audit(n, "rn2", 1)


def tubelog_alt(n):
    r = n.r
    n.w("<<ENTERAL DEVICE REGISTER - EVENT EXPORT|Gastrostomy device events (system log)|EnteralTrack export>>\nPatient={pt:LF}; DOB={dob,iso}; {mrnlab}={mrn}\n\n")
    off = -r.randint(500, 900)
    for i in range(r.randint(6, 10)):
        ev = r.choice(["TUBE_CHANGE", "BALLOON_CHECK", "TUBE_CHANGE", "SITE_REVIEW", "UNPLANNED_REMOVAL", "STOMA_MEASURE"])
        who = r.choice(["nns", "cn", "hcn", "nns"])
        n.w("{d:%d,iso} <<08|09|10|14|16>>:<<05|22|37|48>>  %-18s user={user:%s}  " % (off, ev, who))
        if ev in ("TUBE_CHANGE", "UNPLANNED_REMOVAL"):
            n.w("device={tube:b} lot={sn:lot%d} vol=<<5|5|4|6>>mL" % i)
        elif ev == "BALLOON_CHECK":
            n.w("vol_found=<<4.5|5|3|4>>mL topped_to=5mL")
        elif ev == "STOMA_MEASURE":
            n.w("length={f:1.5-4.0}cm")
        else:
            n.w("erythema=<<0|1|2>> granulation=<<N|Y>> exudate=<<nil|serous>>")
        if r.random() < 0.35:
            n.w(" host={ip:%d}" % r.randint(0, 1))
        n.w("\n")
        off += r.randint(30, 110)
    n.w("\n-- end of export ({d:0}) requested by {user:clerk} --\n")


def plan_alt(n):
    r = n.r
    hdr(n, r.choice(["Enteral Feeding Regimen - Daily Schedule", "Your Tube Feeding Timetable", "Bolus Feeding Plan"]))
    n.w("For: {pt:full}   DOB {dob}   Weight {kg} kg\nPrepared by {diet:full} on {d:0}; replaces plan dated {d:-%d}.\n\n" % r.randint(14, 120))
    n.w("TIME   | WHAT                                   | AMOUNT\n")
    rows = [("07:00", "Water flush", "50 mL"), ("07:30", "Medicines (flush 10 mL between)", "-"),
            ("08:00", "{feed}", "<<200|250>> mL"), ("10:00", "Water", "100 mL"), ("12:00", "{feed}", "<<200|250>> mL"),
            ("15:00", "Water", "100 mL"), ("17:00", "{feed}", "<<200|250>> mL"), ("20:00", "{feed} + flush", "<<200|250>> mL + 50 mL"),
            ("22:00", "Water", "<<100|150>> mL")]
    feed = n.pieces("feed", None)[0][1]
    width = max(38, len(feed) + 8)
    for t, what, amt in rows:
        n.w("%s  | %s | %s\n" % (t, what.replace("{feed}", feed).ljust(width), amt))
    n.w("\nTotal: about <<1000|1250>> mL feed, <<1450|1600>> kcal. Sit upright (at least 30-45 degrees) during and for 1 h after.\n")
    n.w("Syringes: ENFit 60 mL - wash in warm soapy water, replace weekly.\n")
    n.w("Questions? {diet:f} on {ph:xdiet} (Mon-Fri) or the <<nutrition nurses|NNS team>> {ph:xnns}. Urgent: {hn}.\n")
    n.w("Next weight check {d:%d} at {gpp} with the practice nurse.\n" % r.randint(14, 40))
    if r.random() < 0.4:
        n.w("{rel} {fam:f} has a copy; spare copy for the carers from {agency}.\n")
    audit(n, "diet", 0)


def stoma_alt(n):
    r = n.r
    n.w("<<DN VISIT NOTE|Community nursing - wound/stoma visit|Home visit record>>\n{d:0}  <<09:40|11:15|14:30>>  <<Visit|Contact>> {n:2-40}\n")
    n.w("Pt: {pt:full} ({age})  {addr:line}\n")
    n.w("\nSeen at home with {rel} {fam:f} present. {pt:f} reports <<the site has been weeping since the weekend|some soreness when the tube is turned|no problems, routine check|leak onto clothes overnight>>. ")
    n.w("On inspection: <<pink granulation tissue at 3 o'clock approx 5 mm, no erythema|skin intact, tube rotates freely, fixator at 3 cm|erythema 1 cm, slight serous exudate, no pus|moisture lesion from leak>>. Waterlow {n:8-20}. ")
    n.w("Tube {tube} in situ since {d:-%d,my}.\n" % r.randint(60, 900))
    n.w("Action: <<cleaned and dried, keyhole dressing applied|advice on rotation given to {fam:f}|swab taken, lab ref {idn:spec}|photo taken for NNS, ref {idn:photo}>>. <<Emailed NNS {email:nns}|Phoned NNS on {ph:xnns}|Informed GP {gp:dr}>>.\n")
    n.w("Plan: revisit {d:%d,wdm}. Continue weekly balloon checks.\n" % r.randint(2, 10))
    n.w("\n{cn:sig}\n")
    audit(n, "cn", 0)
