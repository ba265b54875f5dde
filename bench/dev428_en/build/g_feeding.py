"""Genre: feeding specialist nurse visit."""
import dt
import ids
import clin
import common
from nb import P, an

GENRE = "feeding_nurse_visit"
CASE_ARGS = dict(min_days=1, max_days=75, palate=0.7)


def write(nb, c):
    rng = c.rng
    cns = c.st("cns")
    y, m, days = dt.age_parts(c.dob, c.enc)
    bw = rng.randint(2450, 4100)
    loss = rng.uniform(-0.09, 0.02) if days < 14 else rng.uniform(0.05, 0.35)
    wt = int(bw * (1 + loss))
    kit = rng.choice(clin.FEED_KIT[:7] if c.dx[3] else clin.FEED_KIT)
    milk = rng.choice(clin.MILKS)
    vol = rng.choice([30, 45, 60, 75, 90, 100, 120, 150])
    freq = rng.choice(["3-hourly", "3-4 hourly", "2-3 hourly", "on demand"])
    palate = c.dx[3]
    nb.t(rng.choice(["CLEFT CNS FEEDING VISIT\n", "Cleft Nurse Specialist - Feeding Review\n",
                     "Feeding support visit (Cleft Team)\n", "CLEFT NURSING CONTACT RECORD - FEEDING\n"]))
    nb.f("Date: {d}   Time: {t}\n", d=c.d(c.enc), t=common.hhmm(rng))
    where = rng.randrange(3)
    if where == 0:
        nb.t("Seen at: home, ")
        nb.emit(c.addr(c.home))
        nb.t("\n")
    elif where == 1:
        nb.f("Seen at: {w}, {h}, bed {b}\n", w=P(c.ward, "HOSPITAL"), h=P(c.mat_hosp, "HOSPITAL"),
             b=P(str(rng.randint(1, 28)), "LOCATION_OTHER"))
    else:
        nb.f("Seen at: Neonatal Unit, {h}, cot {b}\n", h=P(c.mat_hosp, "HOSPITAL"),
             b=P("%s%d" % (rng.choice(["", "IC", "HD", "SC"]), rng.randint(1, 20)), "LOCATION_OTHER"))
    if days < 5 and rng.random() < 0.4:
        nb.f("Baby: Baby of {m} ({sx})   ", m=P(c.mum.full(), "PATIENT"), sx=rng.choice(["male", "female"]))
    else:
        nb.f("Baby: {n}   ", n=c.pt_name(rng.choice(["full", "lf", "mid"])))
    nb.f("DOB: {dob}   Age: ", dob=c.dob_p())
    nb.emit(c.age_frag())
    nb.f("\n{ml}: {mrn}   {hl}: {hno}\n", ml=c.mrn_label(), mrn=P(c.id("mrn"), "MRN"), hl=c.hlabel(),
         hno=P(c.id("hno"), "HEALTHPLAN"))
    if rng.random() < 0.3:
        nb.f("Newborn footprint record: {fp}\n", fp=P(ids.bioid(rng, "foot"), "BIOID"))
    nb.f("Diagnosis: {dx} (LAHSAL {lah})", dx=c.dx[0], lah=c.dx[2])
    if c.syndrome:
        nb.f("; {s} - {x}", s=c.syndrome, x=rng.choice(["under review by genetics", "clinical diagnosis",
                                                        "suspected, microarray pending"]))
    nb.t("\n\n")
    nb.f("Birth: born {d} at {h}, {w}+{dd} weeks, {x}, BW {bw} g, Apgars {a1} and {a2}.\n",
         d=c.dob_p(), h=P(c.mat_hosp, "HOSPITAL"), w=str(rng.randint(35, 41)), dd=str(rng.randint(0, 6)),
         x=rng.choice(["SVD", "SVD", "ventouse delivery", "LSCS for breech", "emergency LSCS (failure to progress)"]),
         bw=str(bw), a1=str(rng.randint(6, 9)),
         a2=str(rng.randint(8, 10)))
    nb.f("Present: mum {m}", m=c.fam("mum"))
    if rng.random() < 0.6:
        nb.f(", dad {d}", d=c.fam("dad"))
    if rng.random() < 0.3:
        nb.f(", health visitor {hv}", hv=c.staff_name("hv", "full"))
    nb.t(".\n\n")
    nb.t("FEEDING\n")
    nb.f("Method: {k}. Milk: {mk}. Taking {v} ml {f}, feeds lasting {dur} min.\n", k=kit, mk=milk, v=str(vol),
         f=freq, dur=str(rng.choice([15, 20, 25, 30, 40])))
    nb.f("Intake approx. {k} ml/kg/day (target 150).\n", k=str(int(vol * 8 * 1000 / max(wt, 1))))
    if palate:
        nb.t(rng.choice(["Unable to generate negative pressure - squeezing in time with suck, working well. ",
                         "Some nasal regurgitation, settled with more upright position. ",
                         "Mum squeezing too fast causing coughing; technique corrected. "]))
    else:
        nb.t(rng.choice(["Breastfeeding well with good seal, mum's thumb occluding lip gap. ",
                         "Mixed feeding - breast plus top-ups of EBM. "]))
    nb.t(rng.choice(["Winding frequently. ", "Posseting small amounts after feeds. ",
                     "Reflux symptoms - Gaviscon Infant started by GP. ", ""]))
    nb.f("Nappies: {w} wet, {s} dirty (yellow) per 24 h.\n", w=str(rng.randint(4, 8)), s=str(rng.randint(1, 5)))
    if rng.random() < 0.5:
        pump = rng.choice(clin.PUMPS)
        nb.f("Mum expressing 6-8x/day with loan pump {pm}, serial {sn}; yield {y} ml/24 h.\n", pm=pump,
             sn=P(ids.serial(rng, "pump"), "DEVICE"), y=str(rng.randint(200, 800)))
    nb.t("\nGROWTH\n")
    nb.t("Date        Weight (g)   Centile\n")
    rows = [(c.dob, bw)]
    cur = c.dob
    for i in range(rng.randint(1, 3)):
        cur = dt.add(cur, rng.randint(3, 10))
        if cur > c.enc:
            break
        rows.append((cur, int(bw * (1 + loss * (i + 1) / 3.0))))
    rows.append((c.enc, wt))
    cens = ["0.4th-2nd", "2nd", "2nd-9th", "9th", "9th-25th", "25th", "25th-50th", "50th", "50th-75th", "75th"]
    ci = rng.randint(3, len(cens) - 1)
    for j, (dd, ww) in enumerate(rows):
        if j and ww < bw and ci > 0 and rng.random() < 0.6:
            ci -= 1
        nb.f("{d}  {w}        {cen}\n", d=c.d(dd), w=str(ww), cen=cens[ci])
    nb.f("Today {w} g = {p:+.1f}% from BW.\n".replace("{p:+.1f}", "%+.1f" % (100.0 * (wt - bw) / bw)), w=str(wt))
    nb.t("\nEXAMINATION\n")
    nb.t(rng.choice(["Alert, pink, well perfused. ", "Settled, mildly jaundiced to chest. ",
                     "Active, good tone. "]))
    if "jaundiced" in nb.parts[-1]:
        nb.f("SBR {s} umol/L on {d} (below treatment line). ", s=str(rng.randint(150, 290)), d=c.d(c.enc))
    nb.t(rng.choice(["Cleft as described; no ulceration of vomer. ", "Lip tapes in place, skin intact. ",
                     "Oral mucosa moist; no thrush. "]))
    nb.t(rng.choice(["Moro reflex present, ", "Good suck reflex on gloved finger, ", "Epstein pearls on palate, ",
                     "Fontanelle soft, "]))
    nb.t("Temp %.1f C, HR %d, RR %d, SpO2 %d%% in air.\n" % (rng.uniform(36.5, 37.3), rng.randint(118, 160),
                                                              rng.randint(32, 55), rng.randint(95, 100)))
    if c.syndrome == "Pierre Robin sequence":
        nb.t("Airway: prone/side-lying for sleep, mild recession when supine; overnight oximetry "
             "(Masimo Rad-97) booked. NPA not required at present.\n")
    nb.t("\nPARENTS\n")
    nb.f("{m} ", m=c.fam("mum"))
    nb.t(rng.choice(["coping well, good support from family. ", "tired, tearful at times; EPDS 11 - GP informed. ",
                     "anxious about weight; reassured. ", "confident with squeezing technique now. "]))
    if rng.random() < 0.4:
        nb.f("Dad back at work as {a} {j} from {d}. ", a=an(c.dad_job), j=P(c.dad_job, "PROFESSION"),
             d=c.dw(dt.add(c.enc, rng.randint(1, 10))))
    nb.t("\n\nPLAN\n")
    nxt = dt.add(c.enc, rng.choice([2, 3, 7, 7, 14]))
    nb.f("- Next visit {d}", d=c.dw(nxt))
    nb.t(rng.choice([" (weigh and review feeds).\n", " - joint visit with HV.\n", ".\n"]))
    nb.f("- HV {hv} updated by phone {tel}.\n", hv=c.staff_name("hv", "il"), tel=c.phone())
    if loss < -0.08 or loss < 0.1 and days > 14:
        nb.f("- Dietetic referral ({dn}) for calorie-dense feeds; consider Infatrini if no gain.\n",
             dn=c.staff_name("dietitian", "full"))
    nb.f("- Pre-op clinic with {t} {s} planned around {d}.\n", t=c.st("surgeon").title,
         s=c.staff_name("surgeon", "last"), d=P(dt.month_year(dt.add(c.dob, rng.randint(80, 110)), rng), "DATE"))
    nb.f("- Parents have cleft nurse mobile {m} (Mon-Fri 08:00-16:00) and ward number {w} out of hours.\n",
         m=c.phone("mobile"), w=c.phone())
    common.signature(nb, c, "cns", style=rng.choice([0, 1, 2, 4]))
