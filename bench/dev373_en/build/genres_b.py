"""Genres: tube change log, home enteral feeding plan, stoma site review, community nurse handover."""
from common import hdr, demo, sign, audit, copies

NOTES_CHG = ["routine change", "routine", "balloon burst - unplanned change", "leak at stoma, balloon vol 3 mL; replaced",
             "dislodged at home, reinserted within 1 h", "upsized 14 to 16 Fr (leak)", "pH 4.0 aspirate confirmed",
             "tract tight, 12 Fr dilator used", "stoma length re-measured", "routine; {rel} observed", "routine - no issues",
             "valve failure", "granulation noted, referred to NNS"]


def tube_change_log(n):
    r = n.r
    hdr(n, r.choice(["Balloon Gastrostomy Tube Change Log", "Gastrostomy Tube Change Record", "Enteral Device Change History"]))
    demo(n, r.choice([0, 1, 2, 4]))
    n.w("\nStoma formed {d:-%d,my} (<<PEG|RIG>> at {hosp,short}); converted to balloon device {d:-%d}.\n" % (r.randint(700, 1500), r.randint(400, 690)))
    n.w("Current device: {tube:b}. Balloon water check weekly by <<{fam:f} ({rel})|patient|{carer:full} (carer)|care home staff at {chome}>>.\n\n")
    style = r.choice(["table", "table", "list"])
    rows = r.randint(5, 9)
    if style == "table":
        n.w("Date        | Device              | Balloon | LOT        | Changed by         | Where             | Notes\n")
    off = -r.randint(1, 30)
    for i in range(rows):
        who = r.choice(["nns", "cn", "hcn", "nns", "fam", "cn2"])
        where = r.choice(["home", "home", "{gpp}", "clinic rm {room:%d}" % i, "ED, {hosp,short}", "{chome}" if "chome" in n.cache else "home"])
        note = r.choice(NOTES_CHG)
        name = "{%s:il}" % who if who != "fam" else "{fam:f} ({rel})"
        if style == "table":
            n.w("{d:%d} | {tube:b} | <<5|5|7|4|6>> mL | {sn:lot%d} | %s | %s | %s\n" % (off, i, name, where, note))
        else:
            n.w("* {d:%d,%s} - {tube:b}, LOT {sn:lot%d}, %s mL water; by %s at %s. %s.\n" % (off, r.choice([n.dstyle, "med", "dash"]), i, r.choice(["5", "5", "7", "4"]), name, where, note))
        off -= r.randint(60, 120)
    n.w("\nNext routine change due: {d:%d}\n" % r.randint(60, 110))
    if r.random() < 0.5:
        n.w("Spare tube and ENFit extension sets at home: yes (ordered from {sup}, acct {cust}).\n")
    if r.random() < 0.5:
        n.w("Stoma length {f:1.5-4.0} cm measured {d:-%d,dmon} with <<stoma measuring device|MIC-KEY measuring device>>.\n" % r.randint(5, 60))
    n.w("\nLog reviewed by {nns:full}<<, {nns:i}|>>\n")
    if r.random() < 0.5:
        n.w("Exported {d:0} by {user:nns}<< on {ip}| from {ip}|>>\n")
    else:
        audit(n, "nns", 0)


def feeding_plan(n):
    r, c = n.r, n.c
    hdr(n, r.choice(["Home Enteral Tube Feeding Plan", "HETF Regimen", "Home Enteral Nutrition Plan", "Tube Feeding Plan for Home"]))
    demo(n, r.choice([0, 3, 5, 1]))
    n.w("\nTube: {tube} inserted {d:-%d} at {hosp,short}; external mark <<2|3|3.5|4>> cm.\n" % r.randint(3, 40))
    bolus = r.random() < 0.4
    if bolus:
        n.w("\nREGIMEN (bolus)\n  {feed} <<200|250|300>> mL x <<4|5>> daily via 60 mL ENFit syringe (breakfast, 11:00, 14:00, 17:00<<, 20:00|>>)\n")
    else:
        n.w("\nREGIMEN (pump)\n  {feed} <<1000|1200|1500|1000>> mL at <<75|85|100|90>> mL/h via {pump}\n  Start 20:00 - stop 07:00; rest 4 h before morning meds\n")
    n.w("  Water flushes: <<30|50>> mL before and after feed and each medicine; extra <<250|400>> mL water x2/day\n")
    n.w("  Provides approx <<1500|1800|1350>> kcal, <<60|75|68>> g protein, <<1700|2000|1600>> mL fluid\n")
    n.w("\nMedicines via tube (liquid/dispersible; flush between):\n  - {drug}\n  - {drug}\n<<  - {drug}\n|>>")
    n.w("\nMonitoring: weight <<monthly|every 2 weeks>> (today {kg} kg); bowels (Bristol chart); bloods at 3 months incl. refeeding screen (K, Mg, PO4).\n")
    n.w("\nSUPPLIES\n  Company: {sup}\n  Customer no.: {cust}\n  Delivery every <<28|14>> days, next {d:%d,wlong}\n" % r.randint(3, 12))
    n.w("  <<Order online|Portal>>: {url:sup}   Helpline: {ph:sup}\n")
    if r.random() < 0.4:
        n.w("  Homecare nurse: {hcn:full} (mob {ph:mhcn})\n")
    if r.random() < 0.25:
        n.w("  Travel: visiting family in {abroad} from {d:%d}; travel letter issued, pump charger adaptor supplied.\n" % r.randint(20, 80))
    n.w("\nCONTACTS\n  Dietitian: {diet:sig}, {ph:xdiet}, {email:diet}\n  Nutrition nurse: {nns:full}, {ph:xnns}\n  {gp_t}: {gp:dr}, {gpp}\n")
    n.w("  Out of hours: {hn} or ED at {hosp}\n")
    n.w("\nIF THE TUBE COMES OUT: cover site with clean dressing; it can close within <<2 h|1-2 h>>. <<Balloon tube - reinsert spare if trained, otherwise go|Go>> to ED<< at {hosp,short}|>> with the tube.\n")
    n.w("Plan explained to {pt:f} and {rel} {fam:full}<< ({famage})|>> on {d:0}.\n")
    sign(n, "diet", 0)
    audit(n, "diet", 0)


def stoma_review(n):
    r = n.r
    home = r.random() < 0.35
    hdr(n, r.choice(["Stoma Site Review", "Gastrostomy Site Assessment", "Nutrition Nurse Clinic - Stoma Review"]))
    n.w("<<Clinic|Visit>> date: {d:0}   " + ("Home visit - {addr:line}\n" if home else "<<Clinic room|Rm>> {room}, {bldg}, {hosp,short}\n"))
    demo(n, r.choice([1, 4, 0]))
    n.w("Device: {tube}, in situ since {d:-%d}; <<last changed|inserted>> by {endo:drl}.\n" % r.randint(30, 900))
    n.w("Reason: <<routine 3-month review|hypergranulation|leak around tube|redness and pain|tube feels tight|exudate++>> reported by <<{fam:full} ({rel})|patient|{cn:full} (DN)>>.\n\n")
    n.w("ASSESSMENT\n")
    n.w("  Erythema: <<none|under 1 cm|2 cm circumferential|1-2 cm, not spreading>>\n  Exudate: <<nil|scant serous|moderate, creamy|gastric leak, pH 3>>\n")
    n.w("  Granulation: <<none|hypergranulation 12-3 o'clock|hypergranulation ring, bleeds on contact|small, flat>>\n  Skin: <<intact|macerated|excoriated at 6 o'clock>>\n")
    n.w("  Rotation 360: <<yes|yes|no - resistance>>; in-out movement <<1 cm|5 mm|nil>>\n  External fixator at <<2|3|3.5|4>> cm (<<unchanged|was 3 cm>>)\n")
    n.w("  Pain: NRS {n:0-6}/10   Temp {f:36.3-38.2}   Wt {kg} kg\n")
    if r.random() < 0.55:
        n.w("\nSwab sent (MC&S, <<MRSA|MSSA|candida>> screen), lab no. {idn:spec}.\n")
    if r.random() < 0.45:
        n.w("Clinical photograph ref {idn:photo}, consent given.\n")
    n.w("\nPLAN\n")
    n.w(r.choice(["  - Silver nitrate applied x1; foam dressing (Allevyn) daily for 7 days.\n",
                  "  - Terra-Cortril spray BD 7 days; review {d:14}.\n",
                  "  - Fixator loosened to 4 cm; advance and rotate weekly, teach {fam:f}.\n",
                  "  - Flucloxacillin 500 mg QDS 7 days (via tube), <<{gp:drl} informed|letter to GP>>.\n",
                  "  - Possible buried bumper (no rotation): urgent endoscopy requested with {endo:dr}.\n"]))
    n.w("  - Site care: clean with water, dry well, no occlusive dressings.\n  - Next review {d:%d}<< (clinic)| (home)| by DN>>.\n" % r.randint(14, 90))
    if r.random() < 0.4:
        n.w("  - Leaflet on hypergranulation: {url:leaf}\n")
    sign(n, r.choice(["nns", "nns", "cn"]), 0)
    if r.random() < 0.4:
        copies(n)
    audit(n, "nns", 0)


def handover(n):
    r, c = n.r, n.c
    hdr(n, r.choice(["Community Nursing Handover - Enteral Tube", "Hospital to Community Handover (SBAR)", "DN Referral / Handover - New Gastrostomy"]))
    n.w("From: {nns:full}, Nutrition Nurse, {hosp,short} (bleep {bleep})\nTo: {cn:full}, <<{city} district nursing team|community nursing, {gpp}|home care nursing>>\nDate: {d:0}  <<15:30|11:10|16:45>>\n\n")
    n.w("S - {pt:full}, {age}<<{sex}| yo| y/o| years>>, discharged {d:0} from {ward} with new {tube}.\n")
    n.w("B - {ind}. <<PEG|RIG>> placed {d:-%d} by {endo:drl}. Uncomplicated<< apart from minor ooze day 0|>>.\n" % r.randint(1, 5))
    n.w("A - Site clean, fixator at <<3|2.5|4>> cm. Tolerating {feed} at <<75|80|100>> mL/h overnight via {pump}. Obs stable. <<Mild pain, paracetamol via tube.|No pain.>>\n")
    n.w("R - Please visit {d:1,wd} and {d:3,wd}: check site, support {rel} with pump.\n    Advance and rotate from day 14 ({d:14}).<< T-fasteners to be cut day 14.| Balloon water check weekly from {d:7}.|>>\n")
    n.w("\nHome: {addr:line}\n")
    n.w("Access: <<key safe - code given verbally|{rel} will let you in|ring twice, side door>>. ")
    k = r.random()
    if k < 0.35:
        n.w("Park on drive behind {rel}'s <<blue Corolla|silver Focus|white van|red Golf>> (reg {veh}).")
    elif k < 0.6:
        n.w("House is opposite {landmark}.")
    else:
        n.w("<<Small dog - please ask for it to be shut away.|Stairs to first floor, no lift.|Oxygen in use - no smoking.>>")
    n.w("\nNOK: {fam:full} ({rel}) {ph:mfam}<<, work {ph:wfam}|>>\n")
    if r.random() < 0.4:
        n.w("Paid carers: {carer:full} from {agency} visit AM and PM.\n")
    n.w("{gp_t}: {gp:dr}, {gpp}, {ph:gp}\n")
    n.w("Supplies: {sup} first delivery {d:2,wlong}; 7-day starter pack sent home.\n")
    if r.random() < 0.5:
        n.w("Discharge letter faxed to {fax:dn}; copy e-mailed to {email:cn}.\n")
    n.w("\nHandover given by phone to {cn2:full} at <<15:40|12:05|17:10>>; read back confirmed.\n")
    sign(n, "nns", 0)
    audit(n, "nns", 0)
