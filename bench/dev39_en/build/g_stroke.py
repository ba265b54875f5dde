"""Stroke rehabilitation notes (MDT, admission, therapy progress, discharge)."""

from render import P, render
from common import TD, yr, landmark
import snippets as S
import pools

STROKES = [("left MCA territory infarct", "right hemiparesis and expressive dysphasia", "right"),
           ("right MCA territory infarct", "left hemiparesis, left inattention and dysarthria", "left"),
           ("left PACI", "right arm weakness and mild dysphasia", "right"),
           ("right lacunar infarct (internal capsule)", "pure motor left hemiparesis", "left"),
           ("left thalamic haemorrhage", "right hemisensory loss and ataxia", "right"),
           ("posterior circulation infarct (right PCA)", "left homonymous hemianopia and unsteadiness", "left"),
           ("cerebellar infarct (left PICA)", "truncal ataxia, vertigo and dysphagia", "left"),
           ("right TACI", "dense left hemiplegia, neglect and dysphagia", "left")]


def build(w, doc):
    r, loc, v, code = w.rng, w.loc, w.v, w.code
    st, deficits, side = r.choice(STROKES)
    onset = w.today - TD(days=r.randint(10, 45))
    transfer = onset + TD(days=r.randint(3, 10))
    edd = w.today + TD(days=r.randint(7, 35))
    b0, b1 = r.randint(15, 55), None
    b1 = min(100, b0 + r.randint(10, 40))
    fim0 = r.randint(40, 80)
    ctx = dict(st=st, deficits=deficits, side=side, onset=loc.d(onset), transfer=loc.d(transfer), edd=loc.d(edd),
               b0=str(b0), b1=str(b1), fim0=str(fim0), fim1=str(min(126, fim0 + r.randint(8, 35))),
               nihss=str(r.randint(3, 18)), acute_hosp=w.hosp2, ct_acc=loc.accession(onset.year),
               mri_acc=loc.accession(onset.year), unit=P(r.choice(["%s Stroke Rehabilitation Unit" % w.cast.ward_base(),
                                                                   "%s Rehab Unit" % w.cast.ward_base(),
                                                                   "%s Ward" % w.cast.ward_base()]), "HOSPITAL"),
               thromb_t=r.choice(["Thrombolysed with tenecteplase at {acute_hosp}", "Not thrombolysed (outside window)",
                                "Mechanical thrombectomy at {acute_hosp} (TICI 2b)", "Not a candidate for reperfusion therapy"]),
               emp=w.employer, hv=loc.d(w.today + TD(days=r.randint(2, 10))))
    ctx["Side"] = side.capitalize()
    doc.ctx.update(ctx)
    doc.ctx["thromb"] = render(ctx["thromb_t"], doc.ctx, r)
    layout = r.choice(["mdt", "admit", "progress", "dc"])
    if layout == "mdt":
        doc.w("{unit} - {~Weekly MDT Meeting|Multidisciplinary Team Review|MDT Goal Setting Meeting}\n{~Date|Meeting date}: {today_d}\n")
        doc.w("Patient: {pt.LF}   {mrn_lbl}: {mrn}   Bed: {bed}   Age: {age}\n")
        doc.w("Chair: {att.drf}   Present: {physio.full} (PT), {ot.full} (OT), {slt.full} ({v_slt}), {rn.full} (nursing), {sw.full} ({~SW|social work}){?0.4:, {diet.full} (dietetics)}\n\n")
        doc.w("Background: {st} on {onset}. {thromb}. Transferred from {acute_hosp} on {transfer}. Presenting deficits: {deficits}.\n\n")
        doc.w("MEDICAL: {~BP well controlled on amlodipine and ramipril.|New AF on telemetry {d1} - apixaban started.|Treated for aspiration pneumonia {d1}.|Bowels regular; PEG feeding reduced.} {~Mood low - started sertraline.|Shoulder pain on the {side} - strapping.|No medical issues this week.}\n",
              d1=loc.d(w.today - TD(days=r.randint(2, 8)), loc.short_style))
        doc.w("PHYSIO: {~transfers with 1 assist, walking 10 m with quad stick and 1 assist|standing with ReTurn, not yet walking|walking 30 m with rollator and supervision}. Berg {bg}/56.\n",
              bg=str(r.randint(8, 45)))
        doc.w("OT: {~upper limb: flicker of movement in the {side} hand|washing and dressing with set-up|kitchen assessment planned {hv}}. {~Home visit to {street} booked {hv} with {fam}.|Equipment list sent to {ceq}.|Cognitive screen OCS shows neglect.}\n",
              street=w.addr["street"], fam=[w.nok.rel + " ", w.nok.first], ceq=P(loc.town() + " Community Equipment Service", "ORGANIZATION"))
        doc.w("SLT: {~IDDSI level 5 minced & moist, mildly thick fluids|normal diet and thin fluids|NBM, PEG in situ; VFSS booked {hv}}. {~Communication: expressive dysphasia, using communication book.|Speech intelligible in context.}\n")
        doc.w("NURSING: {~continent by day, pad at night|catheter removed {d2}, TWOC successful|requires 2 for hoist transfers overnight}. Skin intact.\n",
              d2=loc.d(w.today - TD(days=r.randint(1, 6)), loc.short_style))
        doc.w("SOCIAL WORK: {~family meeting with {fam_full} on {fm} at {tm}|package of care being arranged via {agency}|considering {carehome} for slow-stream rehab}.\n\n",
              fam_full=[w.nok.full, " (" + w.nok.rel + ")"], fm=loc.d(w.today + TD(days=r.randint(1, 7)), loc.wd_style), tm="%d:%s" % (r.randint(10, 15), r.choice(["00", "30"])),
              agency=P(r.choice(pools.CARE_AGENCIES), "ORGANIZATION"))
        doc.w("GOALS (by {gd}):\n1. Transfer bed to chair with 1 assist\n2. {~Walk to the day room|Make a hot drink|Dress upper body} independently\n3. {~Communicate basic needs|Swallow safely on level 6}\n\n",
              gd=loc.d(w.today + TD(days=14), loc.short_style))
        doc.w("Barthel {b0} -> {b1}.  EDD {edd}.  Discharge destination: {~home with {fam}|{carehome}|TBC}\n", fam=w.fam(w.nok))
        doc.w("\nMinutes: {sec}\n", sec=w.cast.staff("nurse").fc)
    elif layout == "admit":
        doc.w("{~ADMISSION TO STROKE REHABILITATION|Rehab Admission Note|Stroke Rehab - Medical Admission}\n{hosp} / {unit}\n\n")
        doc.w("Name: {pt.full}  DOB: {dob}  {mrn_lbl}: {mrn}  {?0.5:Encounter: {acct}}\nRoom {room}, bed {bed}\nAdmitting {v_senior}: {att.drf}   Transfer date: {transfer}\n\n")
        doc.w("HPI: {age}-year-old {~right|left}-handed {manwoman}, {~retired|working} {profession}, who developed {deficits} on {onset} at {~home|work|{lmk}}. ",
              lmk=landmark(w))
        doc.w("{thromb}. CT (acc {ct_acc}) and MRI (acc {mri_acc}) confirmed {st}. NIHSS {nihss} on arrival, {n2} at transfer. Aetiology: {~cardioembolic (paroxysmal AF)|large artery - {side} ICA 70% stenosis, endarterectomy planned at {acute_hosp}|small vessel disease|cryptogenic, bubble echo pending}.\n\n",
              n2=str(r.randint(1, 10)))
        doc.add("PMH: ")
        S.pmh_inline(doc, w)
        doc.add("\n\nSocial: ")
        S.social(doc, w)
        doc.w("\n{?0.5:Employment: {profession} at {emp}; {~hopes to return to work|employer aware|on sick leave since {onset}}.\n}")
        doc.w("{?0.4:Drives a {car} (reg {plate}) - advised not to drive for at least 1 month.\n}", car=r.choice(pools.VEHICLE_MAKES), plate=loc.plate())
        doc.add("\nMedications on transfer:\n")
        for m in w.pick_meds(r.randint(5, 9), must=("atorvastatin", "clopidogrel")):
            if m[3] == "IV":
                continue
            doc.add("- %s %s %s\n" % (w.med_name(m), w.dose(m), w.freq(m[4])))
        doc.w("\nExam: {~BP 138/76, HR 72 reg|BP 152/88, HR 90 irreg}. Power {side} arm {p1}/5, {side} leg {p2}/5. {~Sensory inattention.|Dysarthric.|Visual field defect.} Swallow screen: {~passed|failed - SLT}.\n\n",
              p1=str(r.randint(0, 4)), p2=str(r.randint(1, 4)))
        doc.w("Plan: secondary prevention; VTE: {~IPC stockings|enoxaparin}; PT/OT/SLT goals; family meeting with {nk}; EDD {edd}.\n\n{reg.fc}, {v_junior}{?0.5:  pager {pg}}\n",
              nk=w.nok.full, pg=loc.pager())
    elif layout == "progress":
        disc = r.choice(["physio", "ot", "slt"])
        th = {"physio": w.physio, "ot": w.ot, "slt": w.slt}[disc]
        title = {"physio": "Physiotherapy", "ot": "Occupational Therapy", "slt": "Speech and Language Therapy"}[disc]
        doc.w("{title} Progress Note\n{unit}, {hosp}\nDate: {today_d}   Time: {t1}-{t2}   Session: {~individual|group + individual}\nPatient: {pt.Lf}   DOB: {dob}   {mrn_lbl}: {mrn}   Bed {bed}\nDiagnosis: {st} ({onset})   Rehab day {rd}\n\n",
              title=title, t1="%02d:%02d" % (r.randint(9, 14), r.choice([0, 15, 30])), t2="%02d:%02d" % (r.randint(15, 16), r.choice([0, 15, 30])),
              rd=str((w.today - transfer).days + 1))
        doc.w("Goals (set {gs}, review {gr}):\n", gs=loc.d(transfer + TD(days=r.randint(1, 4)), loc.short_style), gr=loc.d(w.today + TD(days=r.randint(3, 10)), loc.short_style))
        goals = {"physio": ["Independent bed mobility", "Sit to stand with supervision", "Walk 20 m with aid and 1 assist", "Climb 4 steps with rail"],
                 "ot": ["Upper body dressing independently", "Toilet transfers with rail", "Prepare a light snack", "Use of {side} hand in bilateral tasks"],
                 "slt": ["Safe swallow on IDDSI level 6", "Name family members with cues", "Use communication book with visitors", "Yes/no reliability 90%"]}[disc]
        for i, gl in enumerate(r.sample(goals, 3)):
            doc.w("%d. %s - {~achieved|partially achieved|ongoing}\n" % (i + 1, gl))
        doc.w("\nS: {pt.first} reports {~feeling tired today|shoulder pain 4/10|being keen to go home for {hol}|{he} wants to get back to {church}}. {?0.6:{His} {nkrel} {nk} visited and observed the session.}\n",
              hol=loc.holiday(), church=P(w.cast.church(), "ORGANIZATION"), nkrel=w.nok.rel, nk=w.nok.first)
        if disc == "physio":
            doc.w("O: Sit to stand x{n} with {~min assist|supervision|2 assist}. Gait: {d} m with {~quad stick|rollator|hemi-walker} and {~1 assist|supervision}. {Side} knee hyperextension in stance. 10MWT {t} s. Berg {bg}/56 (was {bg0} on {bd}).\n",
                  n=str(r.randint(3, 10)), d=str(r.randint(5, 60)), t=str(r.randint(12, 40)), bg=str(r.randint(20, 45)), bg0=str(r.randint(5, 19)),
                  bd=loc.d(transfer + TD(days=1), loc.short_style))
            doc.w("Treatment: {~sit-to-stand practice, weight shift in standing, step-ups|treadmill with harness 10 min, gait re-education|FES to {side} dorsiflexors 20 min, balance work}. Education on positioning given.\n")
        elif disc == "ot":
            doc.w("O: Upper body dressing with verbal cues; lower body with min assist. {~Kitchen task: made a cup of tea with supervision.|Neglect of {side} side of plate.|Bath board trialled.} Box and Block {bb} ({side}). MoCA {mc}/30.\n",
                  bb=str(r.randint(0, 40)), mc=str(r.randint(14, 28)))
            doc.w("Home: {~two-storey house, bathroom upstairs|bungalow, level access|flat on 2nd floor with lift}. Equipment ordered from {ceq}: {~perching stool, raised toilet seat|shower chair, grab rails}.\n",
                  ceq=P(loc.town() + " Community Equipment Service", "ORGANIZATION"))
        else:
            doc.w("O: {~Bedside swallow on IDDSI level 6 - no overt signs of aspiration|Naming 12/20 on picture set|Oro-motor exercises completed}. {~Family education given to {nk}.|Communication passport updated.} Oral hygiene {~good|needs prompting}.\n",
                  nk=w.nok.first)
            doc.w("Diet/fluids: {~IDDSI 6 soft & bite-sized, thin fluids|IDDSI 5 minced & moist, mildly thick|normal diet}. Meds {~whole in puree|crushed where appropriate - pharmacy advised|whole with water}.\n")
        doc.w("A: {~Progressing towards goals|Slow progress, fatigue limiting|Plateauing - discuss at MDT on {md}}.\nP: {~continue daily|increase to BD sessions|home visit to {street} on {hv}|trial {kit} for the {side} foot}. Handover given to {rn.full} (nursing).\n\n",
              md=loc.d(w.today + TD(days=r.randint(1, 6)), loc.wd_style), street=w.addr["street"],
              kit=r.choice(["AFO", "FES", "splint"]))
        doc.w("{th}\n{?0.5:{ll} {lic}\n}{?0.4:Co-signed: {sup} (senior therapist)\n}", th=th.fc, ll=loc.license_for("therapist", th.last_s)[0], lic=loc.license_for("therapist", th.last_s)[1],
              sup=w.cast.staff("physio").full)
    else:
        doc.w("{hosp}\n{unit}\n{~REHABILITATION DISCHARGE SUMMARY|Stroke Rehab Discharge Letter}\n\n")
        doc.w("Patient: {pt.mrf}   DOB: {dob}   {mrn_lbl}: {mrn}\n{?0.7:{nhs_label2}\n}Address: {addr_l}\nAdmitted to rehab: {transfer}   Discharged: {today_d}\n{v_gp}: {gp.drf}, {practice}\n\n",
              nhs_label2=(["NHS No: " if code == "UK" else "NHI: ", w.nhs] if w.nhs is not None else [w.hp_label + ": ", w.hp]), addr_l=w.addr["line"])
        doc.w("Diagnosis: {st} ({onset}). Deficits on admission: {deficits}.\n\n")
        doc.w("Progress: Barthel {b0}/100 on admission, {b1}/100 at discharge; FIM {fim0} -> {fim1}. {~Now walking indoors with a stick.|Transfers with 1 carer.|Independent in self-care with set-up.} {~Swallow normal.|On IDDSI level 6 diet.}\n\n")
        doc.w("Secondary prevention: {~clopidogrel 75 mg and atorvastatin 80 mg|apixaban 5 mg BD and atorvastatin 40 mg}; BP target <130/80.\n\n")
        doc.w("Discharge arrangements: home to {street}, {city} with {fam}. {~Community stroke team ({cst}) to start {cs}.|Early supported discharge from {cst} from {cs}.|Outpatient therapy at {hosp2} day hospital from {cs}.} Package of care: {~{agency} x{n} daily|none required}.\n",
              street=w.addr["street"], city=w.addr["city"], fam=w.fam(w.nok), cst=P(loc.town() + " Community Stroke Team", "ORGANIZATION"),
              cs=loc.d(w.today + TD(days=r.randint(1, 7))), agency=P(r.choice(pools.CARE_AGENCIES), "ORGANIZATION"), n=str(r.randint(1, 4)))
        doc.w("Equipment delivered: {~perching stool, toilet frame, bed lever|wheelchair (serial {ser}), commode|bath board and rails}.\n", ser=loc.serial("generic"))
        doc.w("Driving: must not drive; {~inform the licensing authority|reassess at 3 months}. {?0.5:Blue badge application for vehicle {plate}.}\n", plate=loc.plate())
        doc.w("{?0.45:Benefits: {~application for {ben} started with {sw.full}|{ben} form completed}; {nat_label} {natid}.\n}",
              ben={"US": "SSDI", "CA": "CPP disability", "UK": "Personal Independence Payment", "IE": "Carer's Allowance",
                   "AU": "Carer Payment", "NZ": "Supported Living Payment"}[code])
        doc.w("{?0.5:Return to work: {~phased return to {emp} discussed with {his} manager {mgr}|not planned}.\n}", mgr=w.cast.person("FAMILY").full)
        doc.w("Follow-up: stroke clinic with {att.drf} on {fu}; {~six-month review|TIA clinic}{?0.5: - booking ref {ref}}.\n\n",
              fu=loc.d(w.today + TD(days=r.randint(30, 90))), ref=P("%s%06d" % (r.choice(["SR", "BK", "OP"]), r.randrange(10 ** 6)), "IDNUM"))
        doc.w("{?0.5:Information for patients and families: {url}\n}", url=w.cast.url(w.hosp_s, r.choice(["/stroke", "/stroke-rehab", "/services/stroke"])))
        doc.w("{att.drf}, {v_senior} Stroke Physician{?0.5:  |  {em}}\n", em=w.cast.staff_email(w.att, w.hosp_s))
