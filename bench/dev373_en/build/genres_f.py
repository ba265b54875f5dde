"""Alternative layouts: care-home handover, delivery confirmation e-mail, compact call table,
pump swap/return form, dietitian letter to patient, ED discharge after tube dislodgement."""
from common import hdr, demo, sign, audit, copies


def handover_alt(n):
    r = n.r
    n.w("<<Handover to {chome}|Transfer of care: enteral feeding|Care home handover sheet>>\n")
    n.w("Resident: {pt:full}  DOB {dob}  {mrnlab} {mrn}\nFrom: {ward}, {hosp}   To: {chome}, {city}\nDate: {d:0}\n\n")
    n.w("Tube: {tube} (inserted {d:-%d}); mark at <<3|2.5|4>> cm.\n" % r.randint(2, 9))
    n.w("Feed: {feed} <<1000|1200>> mL via {pump} 20:00-06:00. Pump serial {sn:pump} travels with resident.\n")
    n.w("Meds via tube: {drug}; {drug}.\n")
    n.w("Daily: clean site, rotate from day 14 ({d:%d,dmon}), weekly balloon water if balloon device.\n" % r.randint(10, 14))
    n.w("Staff trained on ward: {carer:full} (senior carer) and <<nurse {cn:full}|RN {cn:full}>> from the home.\n")
    n.w("Family: {fam:tfl} ({rel}) visits <<most days|weekends|every Sunday>>; prefers calls to {ph:mfam}.\n")
    n.w("Religious needs: attends {church}<<; chaplain aware|>>.\n" if r.random() < 0.4 else "Likes: radio, {rel} reading the paper to {pt:f}. <<Former|Retired>> {prof}<<, grew up in {abroad}|>>.\n")
    n.w("Transport: <<ambulance|PTS>> booked {d:0,wd} <<13:00|15:30>>, crew ref {idn:ticket}<<, vehicle {veh}|>>.\n")
    n.w("\nPhone handover {nns:full} -> {cn2:full} at <<14:20|10:55>>.\n")
    sign(n, "nns", 0)


def supplier_alt(n):
    r, c = n.r, n.c
    n.w("From: {sup} <{email:orders}>\nTo: {email:fam}\nDate: {d:0,wlong} <<08:12|16:40|11:03>>\nSubject: Your delivery is confirmed - order {idn:deliv}\n\n")
    n.w("Dear {fam:tfl},\n\nThank you for registering <<{pt:tfl}|{pt:f}>> with our home enteral nutrition service. Your customer number is {cust}.\n\n")
    n.w("Delivery: {d:%d,wlong} between 08:00 and 13:00\nAddress: {addr:line}\nDriver: {drv:f}<<, vehicle {veh}|>>\n\n" % r.randint(2, 8))
    n.w("Items:\n  {feed} x <<28|56>>\n  Giving sets (ENFit) x 30\n  Syringes 60 mL x 60\n\n")
    n.w("Track your order at {url:track} or call {ph:sup} (Mon-Fri 08:00-18:00). Please have someone available to sign; our drivers use a handheld signature pad.\n")
    n.w("Deliveries over {hol} will be moved - we will text {ph:mfam}.\n" if r.random() < 0.4 else "")
    n.w("\nKind regards,\n{csa:full}\nPatient Services, {sup}\n")
    if r.random() < 0.5:
        n.w("\n--- internal ---\nPOD captured {d:%d,iso} by {drv:il}; signature ID {bio:sig}; geotag suppressed. Ticket {idn:ticket}.\n" % r.randint(2, 8))
    audit(n, "csa", 0, p_ip=0.4)


def call_alt(n):
    r = n.r
    n.w("<<TELEPHONE ADVICE LOG|Helpline calls - enteral|Out-of-hours tube calls>> : {pt:LF} ({mrn})\n")
    n.w("Tube: {tube}   {gp_t}: {gp:drl}   NOK: {fam:full} {ph:mfam}\n\n")
    n.w("Date       Time   Caller            Issue                    Action / outcome                 By\n")
    off = -r.randint(60, 200)
    issues = [("blocked", "warm water push-pull, cleared"), ("fell out", "Foley 14 Fr placed by DN to keep tract open; ED"),
              ("leak", "balloon 2 mL, refilled to 5 mL"), ("pump alarm", "re-primed; set changed"), ("site sore", "DN visit next day"),
              ("vomiting", "feed paused 2 h, restart 50 mL/h"), ("no delivery", "chased supplier, ticket {idn:ticket}"),
              ("blocked", "Coca-Cola NOT advised; pancreatic enzyme unblock by DN")]
    for i in range(r.randint(3, 6)):
        iss, act = r.choice(issues)
        who = r.choice(["{fam:f} ({rel})", "patient", "{carer:f} (carer)", "{cn:il} (nurse)"])
        n.w("{d:%d}  <<07:12|19:48|22:30|03:15|12:05>>  %-17s %-24s %-32s {%s:ini}\n" % (off, who, iss, act, r.choice(["nns", "hcn", "rn"])))
        off += r.randint(3, 45)
    n.w("\nAll callers given {hn} advice. Reviewed {d:%d} by {nns:full}.\n" % off)
    audit(n, "nns", off, p_ip=0.3)


def loan_alt(n):
    r, c = n.r, n.c
    n.w("<<PUMP SWAP / FAULT REPORT|Equipment fault and replacement|Feeding pump exchange record>>\n{sup} - field service\nJob no. {idn:ticket}   Date {d:0}\n\n")
    n.w("Customer: {pt:tfl}, {addr:line}\nCustomer acct: {cust}   Contact: {fam:full} ({rel}) {ph:mfam}\n\n")
    n.w("Faulty unit: {pump} S/N {sn:pump}  asset {sn:asset}\nFault: <<'occlusion downstream' with no occlusion|battery not holding charge|door latch broken|rate drifting (checked 100 mL/h delivered 82 mL)>>\n")
    n.w("Replacement: {pump} S/N {sn:pump2}  asset {sn:asset2}\nEngineer: {drv:full}   Van: {veh}\n")
    n.w("Training refresher given to {fam:f}. Old unit quarantined for inspection; reported to manufacturer<< and {reg}|>>.\n".replace("{reg}", {"UK": "MHRA", "US": "FDA", "CA": "Health Canada", "AU": "TGA", "NZ": "Medsafe", "IE": "HPRA"}[c]))
    if r.random() < 0.5:
        n.w("Customer signature: fingerprint on handheld, ID {bio:fp}\n")
    else:
        n.w("Customer signature: {fam:full}\n")
    n.w("Hospital NNS informed: {nns:full} by email {email:nns}\n")
    audit(n, "csa", 0, p_ip=0.4)


def letter_alt(n):
    r = n.r
    n.w("{hosp}\nNutrition and Dietetics\nTel {ph:xdiet}\n\n{d:0,long}\n\nPRIVATE AND CONFIDENTIAL\n{pt:tfl}\n")
    for line in ("{street}", "{city}"):
        n.w(line + "\n")
    n.w("\nDear {pt:tl},\n\n")
    n.w("Thank you for <<coming to clinic|speaking with me on the phone|letting me visit you at home>> on {d:-%d,long}<< with your {rel}, {fam:f}|>>. " % r.randint(2, 12))
    n.w("As we discussed, your weight is now {kg} kg, which is <<a little higher than|about the same as|lower than>> at your last review in {d:-%d,my}.\n\n" % r.randint(40, 120))
    n.w("Your new plan is:\n  - {feed} <<1000|1200|1500>> mL through your pump overnight\n  - water flushes 50 mL before and after\n  - <<keep enjoying small tastes of food as agreed with your speech therapist|continue nothing by mouth>>\n\n")
    n.w("I have written to {gp:dr} at {gpp} to update your prescription. Your next review is on {d:%d,wlong}.\n\n" % r.randint(30, 90))
    n.w("If you have any questions please ring me on {ph:xdiet} or e-mail {email:diet}.\n\nYours sincerely,\n\n{diet:sig}\n")
    copies(n)


def discharge_alt(n):
    r, c = n.r, n.c
    n.w("<<EMERGENCY DEPARTMENT DISCHARGE|ED Attendance Summary|Emergency Department - Discharge Letter>>\n{hosp}\n")
    n.w("Attendance no. {acct:ed}   Arrived {d:0} <<02:14|21:50|16:33>>   Discharged {d:0} <<04:40|23:55|19:10>>\n")
    demo(n, r.choice([1, 4]))
    n.w("\nPresenting complaint: gastrostomy <<fell out|pulled out by patient|blocked, unable to unblock|leaking>> <<~2 h|3 h|1 h>> before arrival. Brought in by {rel} {fam:f}<< via ambulance|>>.\n")
    n.w("Triage: <<ATS 4|CTAS 4|Manchester Triage green|ESI 4>>. Obs: HR {n:60-100}, BP {n:100-150}/{n:60-90}, T {f:36.2-37.6}.\n")
    n.w("Management: tract <<patent|tight - dilated with 12 Fr Foley|patent, 14 Fr Foley inserted as temporary measure>>. <<New {tube:b} inserted by ED {reg:dr}, pH of aspirate 4|Blockage cleared with warm water and 60 mL syringe|Balloon refilled, leak settled>>.\n")
    n.w("Position check: <<aspirate pH 3.5|gastrografin study - intragastric|aspirate pH 4.5>>.\n")
    n.w("Discharge: home; resume feed <<immediately|after 1 h>>. NNS to review {d:%d,wd}.\n" % r.randint(1, 4))
    n.w("Follow-up letter copy to {gp:dr}, {gpp}.\n")
    sign(n, "reg", 0)
    audit(n, "reg", 0)
